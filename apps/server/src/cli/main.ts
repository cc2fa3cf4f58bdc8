/** Entry point of the `grant-review` command. */

const USAGE = `Usage: grant-review anonymize [--json] FILE...

Extracts the text of .pdf, .docx and .txt files, detects personal data and prints the
anonymized text. With --json, prints one JSON object per file (JSON Lines), in input order:
{file, content, anonymized_content, pii_entities} or {file, error}.
`;

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  if (command !== 'anonymize') {
    process.stderr.write(command ? `Unknown command: ${command}\n\n${USAGE}` : USAGE);
    return 2;
  }
  const json = rest.includes('--json');
  const unknownOption = rest.find((argument) => argument.startsWith('-') && argument !== '--json');
  const files = rest.filter((argument) => argument !== '--json');
  if (unknownOption || files.length === 0) {
    process.stderr.write(`${unknownOption ? `Unknown option: ${unknownOption}\n\n` : ''}${USAGE}`);
    return 2;
  }
  // Loaded only now: extraction and detection take a moment to load, and a usage error should not wait.
  const { runAnonymize } = await import('./anonymize-command.js');
  await runAnonymize(files, { json }, { stdout: process.stdout, stderr: process.stderr });
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`grant-review: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
