import { LIMITS, type TDocumentFile } from '@grant-review/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '@/lib/query-keys';
import { LocaleProvider } from '@/test/i18n';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { ChatPanel, isSendKey } from './chat-panel';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  notifyError: vi.fn(),
}));

const file: TDocumentFile = {
  id: 'f1',
  project_id: 'p1',
  filename: 'f1.pdf',
  original_filename: 'Application draft.pdf',
  file_role: 'APPLICATION_DRAFT',
  role: 'Application Draft',
  processing_status: 'PROCESSED',
  file_size: 2048,
  file_type: 'pdf',
  created_at: '2026-01-01T00:00:00.000Z',
  content: 'Anna Muster, anna@example.ch',
  anonymized_content: '[PERSON_1], [EMAIL_ADDRESS_1]',
  pii_entities: [
    { entity_type: 'PERSON', text: 'Anna Muster', start: 0, end: 11, confidence: 0.9 },
    { entity_type: 'EMAIL_ADDRESS', text: 'anna@example.ch', start: 13, end: 28, confidence: 1 },
  ],
  pii_entity_counts: { PERSON: 1, EMAIL_ADDRESS: 1 },
  error: null,
};

function sseResponse(lines: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const line of lines) controller.enqueue(encoder.encode(line));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function urlOf(input: RequestInfo | URL | undefined): string {
  if (input === undefined) return '';
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

const message = (id: string, type: 'USER' | 'ASSISTANT', content: string) => ({
  id,
  chat_id: 'chat-1',
  user_id: 'u1',
  message_type: type,
  content,
  html_content: '',
  created_at: '2026-01-01T00:00:00.000Z',
  is_interrupted: false,
});

describe('isSendKey', () => {
  it('sends on Enter but not on Shift+Enter', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, nativeEvent: new KeyboardEvent('keydown') })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, nativeEvent: new KeyboardEvent('keydown') })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, nativeEvent: new KeyboardEvent('keydown') })).toBe(false);
  });
});

describe('ChatPanel', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('without files: input disabled, Start Analysis disabled with the hint', () => {
    renderWithProviders(<ChatPanel role="owner" revisionId="r1" chatId={null} files={[]} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start Analysis' })).toBeDisabled();
    expect(screen.getByText('Please upload at least one file first')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks to confirm the anonymization, then streams the analysis and switches to chat mode', async () => {
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url.endsWith('/analyze/stream')) {
        return Promise.resolve(
          sseResponse([
            'data: {"type":"clear_messages"}\n\n',
            'data: {"type":"start_assistant"}\n\ndata: {"type":"chu',
            'nk","content":"## Review\\n"}\n\n: keepalive\n\n',
            'data: {"type":"chunk","content":"Strong innovation."}\r\n\r\n',
            `data: ${JSON.stringify({ type: 'complete', message: message('m1', 'ASSISTANT', '## Review\nStrong innovation.'), chat_id: 'chat-1' })}\n\n`,
            'data: {"type":"stream_end"}\n\n',
          ]),
        );
      }
      if (url.endsWith('/analyze'))
        return Promise.resolve(new Response(JSON.stringify({ chat_id: 'chat-1' }), { status: 201 }));
      if (url.endsWith('/messages')) {
        return Promise.resolve(
          new Response(JSON.stringify([message('m1', 'ASSISTANT', '## Review\nStrong innovation.')]), { status: 200 }),
        );
      }
      return Promise.resolve(new Response('{}', { status: 404 }));
    });
    const onChatCreated = vi.fn();
    renderWithProviders(
      <ChatPanel role="owner" revisionId="r1" chatId={null} files={[file]} onChatCreated={onChatCreated} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Start Analysis' }));
    const dialog = screen.getByRole('dialog', { name: /Confirm anonymization/ });
    expect(within(dialog).getByText('2 items masked')).toBeInTheDocument();
    expect(within(dialog).getByText('1 name')).toBeInTheDocument();
    expect(within(dialog).getByText('1 email address')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Review document/ })).toHaveAttribute('href', '/review/f1');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and Start Analysis' }));
    expect(await screen.findByRole('heading', { name: 'Review' })).toBeInTheDocument();
    expect(screen.getByText('Strong innovation.')).toBeInTheDocument();
    await vi.waitFor(() => expect(onChatCreated).toHaveBeenCalledWith('chat-1'));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled());
    expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toEqual(
      expect.arrayContaining([
        '/api/chat/revisions/r1/analyze/stream',
        '/api/chat/revisions/r1/analyze',
        '/api/chat/chat-1/messages',
      ]),
    );
  });

  it('asks the server for the report language chosen in the confirmation', async () => {
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url.includes('/analyze/stream')) {
        return Promise.resolve(
          sseResponse([
            'data: {"type":"start_assistant"}\n\n',
            `data: ${JSON.stringify({ type: 'complete', message: message('m1', 'ASSISTANT', 'Prüfung'), chat_id: 'chat-1' })}\n\n`,
            'data: {"type":"stream_end"}\n\n',
          ]),
        );
      }
      if (url.endsWith('/analyze'))
        return Promise.resolve(new Response(JSON.stringify({ chat_id: 'chat-1' }), { status: 201 }));
      return Promise.resolve(new Response('[]', { status: 200 }));
    });
    renderWithProviders(<ChatPanel role="owner" revisionId="r1" chatId={null} files={[file]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start Analysis' }));
    const dialog = screen.getByRole('dialog', { name: /Confirm anonymization/ });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Report language' }), 'Deutsch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and Start Analysis' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toContain(
        '/api/chat/revisions/r1/analyze/stream?language=de',
      ),
    );
  });

  it("in the confirmation, loads a file's masked items on request and lists the least certain first", async () => {
    // The polled revision list carries counts only; the items come from the file itself.
    const listed: TDocumentFile = { ...file, content: null, anonymized_content: null, pii_entities: [] };
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        urlOf(input).endsWith('/api/files/f1')
          ? new Response(JSON.stringify(file), { status: 200 })
          : new Response('{}', { status: 404 }),
      ),
    );
    // The route screens add the review feature's "Not personal data" to each item (app/chat-masking-corrections.tsx).
    const maskingCorrections = { renderItemActions: () => () => <button type="button">Not personal data</button> };
    renderWithProviders(
      <ChatPanel role="owner" revisionId="r1" chatId={null} files={[listed]} maskingCorrections={maskingCorrections} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start Analysis' }));
    const dialog = screen.getByRole('dialog', { name: /Confirm anonymization/ });
    expect(within(dialog).getByText('2 items masked')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByText('Check the least certain items first'));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Lowest confidence first' }));
    const items = within(dialog).getByRole('list', { name: 'Lowest confidence first' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '“Anna Muster”PERSON · Confidence: 90%Not personal data',
      '“anna@example.ch”EMAIL_ADDRESS · Confidence: 100%Not personal data',
    ]);
    expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toEqual(['/api/files/f1']);
  });

  it('runs the analysis again from chat mode, after a confirmation that says the conversation is replaced', async () => {
    let analysed = false;
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url.endsWith('/analyze/stream')) {
        analysed = true;
        return Promise.resolve(
          sseResponse([
            'data: {"type":"clear_messages"}\n\n',
            'data: {"type":"start_assistant"}\n\n',
            'data: {"type":"chunk","content":"Second review."}\n\n',
            `data: ${JSON.stringify({ type: 'complete', message: message('m2', 'ASSISTANT', 'Second review.'), chat_id: 'chat-1' })}\n\n`,
            'data: {"type":"stream_end"}\n\n',
          ]),
        );
      }
      if (url.endsWith('/messages')) {
        const messages = analysed
          ? [message('m2', 'ASSISTANT', 'Second review.')]
          : [message('m1', 'ASSISTANT', 'First review.'), message('u1', 'USER', 'And the budget?')];
        return Promise.resolve(new Response(JSON.stringify(messages), { status: 200 }));
      }
      return Promise.resolve(new Response('{}', { status: 404 }));
    });
    renderWithProviders(<ChatPanel role="owner" revisionId="r1" chatId="chat-1" files={[file]} />);
    expect(await screen.findByText('First review.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Run the analysis again' }));
    const dialog = screen.getByRole('dialog', { name: /Confirm anonymization/ });
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'A new analysis replaces this conversation and the current analysis with its report.',
    );
    expect(analysed).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and Start Analysis' }));
    expect(await screen.findByText('Second review.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('First review.')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toContain('/api/chat/revisions/r1/analyze/stream');
  });

  it('offers no second analysis while the chat is empty: Start Analysis is the way in', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify([]), { status: 200 }));
    renderWithProviders(<ChatPanel role="owner" revisionId="r1" chatId="chat-1" files={[file]} />);
    expect(await screen.findByRole('button', { name: 'Start Analysis' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run the analysis again' })).not.toBeInTheDocument();
  });

  it('sends trimmed messages on Enter, keeps Shift+Enter as a newline, and ignores empty input', async () => {
    // The server's stored messages: the stream stores the question and the answer.
    let stored: ReturnType<typeof message>[] = [];
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url.endsWith('/messages')) return Promise.resolve(new Response(JSON.stringify(stored), { status: 200 }));
      if (url.includes('/stream?user_input=')) {
        stored = [message('u-1', 'USER', 'Is the budget\nOK?'), message('a-1', 'ASSISTANT', 'Mostly.')];
        return Promise.resolve(
          sseResponse([
            `data: ${JSON.stringify({ type: 'user_message', message: message('u-1', 'USER', 'Is the budget OK?') })}\n\n`,
            'data: {"type":"start_assistant"}\n\n',
            'data: {"type":"chunk","content":"Mostly."}\n\n',
            `data: ${JSON.stringify({ type: 'complete', message: message('a-1', 'ASSISTANT', 'Mostly.'), chat_id: 'chat-1' })}\n\n`,
            'data: {"type":"stream_end"}\n\n',
          ]),
        );
      }
      return Promise.resolve(new Response('{}', { status: 404 }));
    });
    renderWithProviders(<ChatPanel role="owner" revisionId="r1" chatId="chat-1" files={[file]} />);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await vi.waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveAttribute('rows', '2');

    await userEvent.type(input, '   {Enter}');
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes('user_input'))).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, '  Is the budget{Shift>}{Enter}{/Shift}OK?  ');
    expect(input).toHaveValue('  Is the budget\nOK?  ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Mostly.')).toBeInTheDocument();
    const streamCall = fetchMock.mock.calls.find(([url]) => urlOf(url).includes('user_input'));
    expect(urlOf(streamCall?.[0])).toBe(
      `/api/chat/chat-1/stream?user_input=${encodeURIComponent('Is the budget\nOK?')}`,
    );
    expect(new Headers(streamCall?.[1]?.headers).get('Accept')).toBe('text/event-stream');
  });

  it('names a message longer than the server takes under the field, sends nothing, and sends it once shortened', async () => {
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url.endsWith('/messages'))
        return Promise.resolve(new Response(JSON.stringify([message('a0', 'ASSISTANT', 'Hi')]), { status: 200 }));
      return Promise.resolve(sseResponse(['data: {"type":"stream_end"}\n\n']));
    });
    renderWithProviders(<ChatPanel role="owner" revisionId="r1" chatId="chat-1" files={[file]} />);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await vi.waitFor(() => expect(input).toBeEnabled());
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(LIMITS.chatMessageMaxLength + 1));
    await userEvent.keyboard('{Enter}');
    const problem = `Message must be at most ${LIMITS.chatMessageMaxLength} characters`;
    expect(await screen.findByRole('alert')).toHaveTextContent(problem);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(problem);
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes('user_input'))).toBe(false);

    await userEvent.type(input, '{Backspace}{Enter}');
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes('user_input'))).toBe(true));
    expect(input).toHaveValue('');
    expect(screen.queryByText(problem)).not.toBeInTheDocument();
  });

  it('shows a stream error event in a dismissible alert', async () => {
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url.endsWith('/messages'))
        return Promise.resolve(new Response(JSON.stringify([message('a0', 'ASSISTANT', 'Hi')]), { status: 200 }));
      return Promise.resolve(
        sseResponse(['data: {"type":"error","message":""}\n\n', 'data: {"type":"stream_end"}\n\n']),
      );
    });
    renderWithProviders(<ChatPanel role="owner" revisionId="r1" chatId="chat-1" files={[file]} />);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await vi.waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'Hello{Enter}');
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
  });

  it("shows 'An error occurred' for a stream error event without a message", async () => {
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url.endsWith('/messages'))
        return Promise.resolve(new Response(JSON.stringify([message('a0', 'ASSISTANT', 'Hi')]), { status: 200 }));
      return Promise.resolve(sseResponse(['data: {"type":"error"}\n\n', 'data: {"type":"stream_end"}\n\n']));
    });
    renderWithProviders(<ChatPanel role="owner" revisionId="r1" chatId="chat-1" files={[file]} />);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await vi.waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('Stop keeps the streamed text on screen, marked Interrupted, while the server has not saved it yet', async () => {
    let messageFetches = 0;
    fetchMock.mockImplementation((input, init) => {
      const url = urlOf(input);
      if (url.endsWith('/messages')) {
        messageFetches += 1;
        // The server's list right after the Stop: the question, but not yet the interrupted reply.
        const messages =
          messageFetches === 1
            ? [message('a0', 'ASSISTANT', 'Hi')]
            : [message('a0', 'ASSISTANT', 'Hi'), message('u-1', 'USER', 'Budget?')];
        return Promise.resolve(new Response(JSON.stringify(messages), { status: 200 }));
      }
      const encoder = new TextEncoder();
      const signal = init?.signal;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            encoder.encode(
              `data: ${JSON.stringify({ type: 'user_message', message: message('u-1', 'USER', 'Budget?') })}\n\n` +
                'data: {"type":"start_assistant"}\n\ndata: {"type":"chunk","content":"The budget is partly"}\n\n',
            ),
          );
          // The reply never ends on its own: only the Stop (an abort) ends it.
          signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
    });
    const { queryClient } = renderWithProviders(
      <ChatPanel role="owner" revisionId="r1" chatId="chat-1" files={[file]} />,
    );
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await vi.waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'Budget?{Enter}');
    expect(await screen.findByText('The budget is partly')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument());
    const log = screen.getByRole('list', { name: 'Messages' });
    expect(within(log).getByText('The budget is partly')).toBeInTheDocument();
    expect(within(log).getByText('Interrupted')).toBeInTheDocument();
    // Still there once any refetch had time to answer, and written into the cache that later screens read.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(within(log).getByText('The budget is partly')).toBeInTheDocument();
    expect(within(log).getByText('Budget?')).toBeInTheDocument();
    const cached = queryClient.getQueryData<ReturnType<typeof message>[]>(chatKeys.messages('chat-1'));
    expect(cached?.map((entry) => [entry.content, entry.is_interrupted])).toEqual([
      ['Hi', false],
      ['Budget?', false],
      ['The budget is partly', true],
    ]);
  });

  it('Stop during a first analysis keeps the text, marked Interrupted, in the chat the lookup then finds', async () => {
    fetchMock.mockImplementation((input, init) => {
      const url = urlOf(input);
      if (url.endsWith('/analyze')) {
        return Promise.resolve(new Response(JSON.stringify({ chat_id: 'chat-1' }), { status: 201 }));
      }
      // The server has not saved the interrupted analysis yet.
      if (url.endsWith('/messages')) return Promise.resolve(new Response('[]', { status: 200 }));
      const signal = init?.signal;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(
              'data: {"type":"start_assistant"}\n\ndata: {"type":"chunk","content":"## Review so far"}\n\n',
            ),
          );
          signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
    });
    const queryClient = createTestQueryClient();
    // Fresh for 5 minutes, as in the app: the new chat's cached list is not refetched when the panel switches.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 5 * 60_000 } });
    const onChatCreated = vi.fn();
    renderWithProviders(
      <ChatPanel role="owner" revisionId="r1" chatId={null} files={[file]} onChatCreated={onChatCreated} />,
      {
        queryClient,
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start Analysis' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and Start Analysis' }));
    expect(await screen.findByRole('heading', { name: 'Review so far' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    const log = screen.getByRole('list', { name: 'Messages' });
    expect(within(log).getByText('Interrupted')).toBeInTheDocument();
    await vi.waitFor(() => expect(onChatCreated).toHaveBeenCalledWith('chat-1'));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled());
    expect(within(log).getByRole('heading', { name: 'Review so far' })).toBeInTheDocument();
    expect(within(log).getByText('Interrupted')).toBeInTheDocument();
    const cached = queryClient.getQueryData<ReturnType<typeof message>[]>(chatKeys.messages('chat-1'));
    expect(cached?.map((entry) => [entry.content, entry.is_interrupted])).toEqual([['## Review so far', true]]);
  });

  it('shows Failed to load messages when the messages call fails', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    renderWithProviders(<ChatPanel role="owner" revisionId="r1" chatId="chat-1" files={[file]} />);
    expect(await screen.findByText('Failed to load messages')).toBeInTheDocument();
  });

  it('links the analysis message to its report page when the analysis has a report, and only then', async () => {
    let hasReport = true;
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url.endsWith('/messages')) {
        const messages = [message('a0', 'ASSISTANT', '# Pre-submission review'), message('u1', 'USER', 'Thanks')];
        return Promise.resolve(new Response(JSON.stringify(messages), { status: 200 }));
      }
      if (url === '/api/chat/chat-1/report' && hasReport) {
        return Promise.resolve(new Response(JSON.stringify({ version: 1 }), { status: 200 }));
      }
      return Promise.resolve(new Response('{"detail":"Report not found"}', { status: 404 }));
    });
    const reportPath = '/projects/p1/revisions/r1/report';
    const { unmount } = renderWithProviders(
      <ChatPanel role="owner" revisionId="r1" chatId="chat-1" files={[file]} reportPath={reportPath} />,
    );
    const link = await screen.findByRole('link', { name: 'Open report' });
    expect(link).toHaveAttribute('href', reportPath);
    expect(within(screen.getAllByRole('listitem')[0] as HTMLElement).getByRole('link')).toBe(link);
    unmount();

    hasReport = false;
    const { queryClient } = renderWithProviders(
      <ChatPanel role="owner" revisionId="r1" chatId="chat-1" files={[file]} reportPath={reportPath} />,
    );
    expect(await screen.findByText('Thanks')).toBeInTheDocument();
    await vi.waitFor(() => expect(queryClient.getQueryData(chatKeys.report('chat-1', 'a0'))).toBeNull());
    expect(screen.queryByRole('link', { name: 'Open report' })).toBeNull();
  });

  it('speaks German: the empty chat, its hint without files, and the input', () => {
    renderWithProviders(
      <LocaleProvider locale="de">
        <ChatPanel role="owner" revisionId="r1" chatId={null} files={[]} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Bereit für die Analyse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyse starten' })).toBeDisabled();
    expect(screen.getByText('Bitte laden Sie zuerst mindestens eine Datei hoch')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Nachricht' });
    expect(input).toHaveAttribute('placeholder', 'Starten Sie die Analyse, um über Ihre Dokumente zu chatten');
    expect(screen.getByRole('log', { name: 'Unterhaltung' })).toBeInTheDocument();
  });

  it("speaks French: the stream's fallback error, a message too long, Send and Export", async () => {
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url.endsWith('/messages'))
        return Promise.resolve(new Response(JSON.stringify([message('a0', 'ASSISTANT', 'Hi')]), { status: 200 }));
      return Promise.resolve(sseResponse(['data: {"type":"error"}\n\n', 'data: {"type":"stream_end"}\n\n']));
    });
    renderWithProviders(
      <LocaleProvider locale="fr">
        <ChatPanel role="owner" revisionId="r1" chatId="chat-1" files={[file]} />
      </LocaleProvider>,
    );
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await vi.waitFor(() => expect(input).toBeEnabled());
    expect(await screen.findByRole('button', { name: 'Relancer l’analyse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeEnabled();

    await userEvent.click(input);
    await userEvent.paste('x'.repeat(LIMITS.chatMessageMaxLength + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Le message ne doit pas dépasser ${LIMITS.chatMessageMaxLength} caractères`,
    );

    await userEvent.clear(input);
    await userEvent.type(input, 'Bonjour{Enter}');
    expect(await screen.findByText('Une erreur s’est produite')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText('Une erreur s’est produite')).not.toBeInTheDocument();
  });
});

describe('ChatPanel by role', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const conversation = [
    message('m1', 'ASSISTANT', 'First review.'),
    { ...message('q1', 'USER', 'And the budget?'), user_id: 'u2' },
    { ...message('q2', 'USER', 'And the risks?'), user_id: 'u1' },
    { ...message('q3', 'USER', 'And the team?'), user_id: 'gone' },
  ];
  const names: Record<string, string> = { u2: 'Marco Rossi' };
  const authorOf = (userId: string) => (userId === 'u1' ? null : (names[userId] ?? 'A former member'));

  it('offers a viewer no Start Analysis and no chat input, only what to read', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify([]), { status: 200 }));
    renderWithProviders(<ChatPanel role="viewer" revisionId="r1" chatId={null} files={[file]} />);
    expect(
      screen.getByText('No analysis yet. An editor or the owner of the project can start one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Analysis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('As a viewer you can read and export this chat, but not write in it.')).toBeInTheDocument();
  });

  it("lets a viewer read and export an analysed chat, but not run it again; names other members' messages", async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        urlOf(input).endsWith('/messages')
          ? new Response(JSON.stringify(conversation), { status: 200 })
          : new Response('{}', { status: 404 }),
      ),
    );
    renderWithProviders(<ChatPanel role="viewer" revisionId="r1" chatId="chat-1" files={[file]} authorOf={authorOf} />);
    expect(await screen.findByText('First review.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Run the analysis again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    const budget = screen.getByText('And the budget?').closest('li')!;
    expect(budget).toHaveTextContent(/^Marco RossiMarco Rossi wrote: And the budget\?/);
    expect(screen.getByText('And the risks?').closest('li')).toHaveTextContent(/^You said: And the risks\?/);
    expect(screen.getByText('And the team?').closest('li')).toHaveTextContent(/^A former member/);
  });

  it('offers an editor Start Analysis and the chat input', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify([]), { status: 200 }));
    renderWithProviders(<ChatPanel role="editor" revisionId="r1" chatId={null} files={[file]} />);
    expect(screen.getByRole('button', { name: 'Start Analysis' })).toBeEnabled();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });

  it('never opens the confirmation to run the analysis again for a viewer, even when asked to', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        urlOf(input).endsWith('/messages')
          ? new Response(JSON.stringify(conversation), { status: 200 })
          : new Response('{}', { status: 404 }),
      ),
    );
    renderWithProviders(
      <ChatPanel role="viewer" revisionId="r1" chatId="chat-1" files={[file]} startsWithRerunConfirmation />,
    );
    expect(await screen.findByText('First review.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
