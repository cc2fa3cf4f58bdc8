/** The report's wording in German, as written in Switzerland (ss, not ß) and addressed formally (Sie). */
import type { TCatalog } from './index.js';

export const DE: TCatalog = {
  messages: {
    'report.title': 'Prüfung vor der Einreichung: {programme}',
    'report.notice.builtin':
      'Eingebauter Offline-Reviewer: regelbasierte Prüfungen anhand der Kriterien des Förderers, ohne KI-Modell. Er liest die Abschnitte, Tabellen und Zahlen Ihrer Dokumente; verstehen Sie seine Befunde daher als Hinweise, nicht als Urteil des Förderers.',
    'report.notice.model':
      'Von einem KI-Modell aus Ihren anonymisierten Dokumenten und den Kriterien des Förderers verfasst; die Regelprüfungen des eingebauten Reviewers wurden ihm als Fakten mitgegeben.',
    'report.readiness': 'Gesamteinschätzung: {level}',
    'report.documents': 'Geprüfte Dokumente: {documents}.',
    'report.noDocuments': 'Es wurden keine Dokumente mit Text eingereicht.',
    'report.criteria': 'Kriterien',
    'report.ratingScale': 'Jedes Kriterium wird auf derselben Skala bewertet: {scale}.',
    'report.criteriaColumn.criterion': 'Kriterium',
    'report.criteriaColumn.rating': 'Bewertung',
    'report.criteriaColumn.why': 'Begründung',
    'report.assumedCriterion': '{title} (angenommen)',
    'report.findings': 'Befunde',
    'report.noFindings': 'Keine Befunde: Alle Prüfungen sind bestanden.',
    'report.severityHeading': '{title} ({count}): {meaning}',
    'report.evidenceIn': '{document}, Abschnitt "{section}"',
    'report.lookedFor': 'Gesucht',
    'report.whatToDo': 'Was zu tun ist',
    'report.label': '{label}:',
    'report.readings': 'Wie Ihre Dokumente gelesen wurden',
    'report.readingsColumn.document': 'Dokument',
    'report.readingsColumn.section': 'Abschnitt',
    'report.readingsColumn.readAs': 'Gelesen als',
    'report.readFromContent': '{title} (aus dem Inhalt)',
    'report.notMapped': 'nicht zugeordnet',
    'report.about': 'Zu dieser Prüfung',
    'report.masking':
      'Personendaten wurden vor der Prüfung maskiert; in dieser Ansicht werden die echten Werte wieder angezeigt. Nur Sie sehen sie.',
    'report.quotesDropped': '{count} Zitat(e) des Modells standen nicht in Ihren Dokumenten und wurden weggelassen.',
    'report.assumedCriteria': 'Angenommene Kriterien (nicht anhand einer offiziellen Quelle überprüft): {criteria}.',
    'report.sources': 'Quellen: {sources}.',
    'report.unread': 'Nicht gelesene Dokumente',
    'report.unreadIntro': 'Diese Prüfung berücksichtigt die folgenden Dokumente nicht:',

    'readiness.ready': 'Bereit',
    'readiness.nearly-ready': 'Fast bereit',
    'readiness.needs-work': 'Braucht Arbeit',
    'readiness.not-ready': 'Nicht bereit',
    'rating.strong': 'Stark',
    'rating.adequate': 'Angemessen',
    'rating.weak': 'Schwach',
    'rating.missing': 'Fehlt',
    'rating.inline.strong': 'stark',
    'rating.inline.adequate': 'angemessen',
    'rating.inline.weak': 'schwach',
    'rating.inline.missing': 'fehlt',
    'rating.meaning.strong': 'überzeugende Belege für alles, worauf Gutachtende achten',
    'rating.meaning.adequate': 'behandelt, mit Lücken, die Gutachtende bemerken werden',
    'rating.meaning.weak': 'erwähnt, aber ohne die Zahlen oder Details, die Gutachtende brauchen',
    'rating.meaning.missing': 'keine Belege gefunden',
    'severity.blocker': 'Blocker',
    'severity.important': 'Wichtig',
    'severity.minor': 'Gering',
    'severity.meaning.blocker':
      'das Gesuch wird voraussichtlich abgelehnt oder ein Kriterium nicht erfüllt, bis dies behoben ist',
    'severity.meaning.important': 'kostet Punkte bei den Expertinnen und Experten',
    'severity.meaning.minor': 'Feinschliff',

    'rationale.readFrom': 'Gelesen aus {sections}',
    'rationale.noSection': 'Kein eigener Abschnitt',
    'rationale.coverage': '{where}; {covered} von {total} Punkten, auf die Gutachtende achten, behandelt.',
    'rationale.coverageFinding':
      '{where}; {covered} von {total} Punkten, auf die Gutachtende achten, behandelt; Befund: {finding}.',
    'rationale.coverageFindings':
      '{where}; {covered} von {total} Punkten, auf die Gutachtende achten, behandelt; {count} Befunde, zuerst: {finding}.',
    'summary.blockers_one': '{count} Blocker',
    'summary.blockers_other': '{count} Blocker',
    'summary.important_one': '{count} wichtiger Befund',
    'summary.important_other': '{count} wichtige Befunde',
    'summary.counts': '{counts}.',
    'summary.countsBoth': '{blockers} und {important}.',
    'summary.none': 'Kein Blocker und kein wichtiger Befund.',
    'summary.weakest': 'Am schwächsten: {criteria}.',
    'summary.weakestItem': '{title} ({rating})',
    'summary.fixBlockers': 'Beheben Sie die Blocker, bevor Sie das Gesuch einreichen.',

    'document.title': '{slot} fehlt',
    'document.explanation': '{slot} ist ein verlangtes Dokument: {description}',
    'document.suggestion': 'Laden Sie {slot} in das gleichnamige Feld hoch.',
    'document.lookedFor': 'ein verarbeitetes Dokument im Feld «{slot}»',
    'section.title': 'Kein Abschnitt zum Thema {section}',
    'section.explanation':
      'Die Expertinnen und Experten erwarten einen Abschnitt zum Thema {section}; keine Überschrift und keine Passage des Gesuchs behandelt es.',
    'section.suggestion':
      'Ergänzen Sie einen Abschnitt «{title}», der beantwortet, worauf die Expertinnen und Experten dort achten.',
    'section.lookedFor': 'eine Überschrift oder Passage zum Thema {section} in {documents}',

    'ip.title': 'Geistiges Eigentum und Handlungsfreiheit werden nicht behandelt',
    'ip.explanation':
      'Die Expertinnen und Experten beurteilen die IP-Situation als Teil der Innovation: wem die Ergebnisse gehören, was geschützt ist oder geschützt werden soll und ob Patente Dritter das Produkt blockieren.',
    'ip.suggestion':
      'Ergänzen Sie einen Absatz «Geistiges Eigentum und Handlungsfreiheit»: bestehende Patente oder Anmeldungen, geplanter Schutz, die Vereinbarung der Partner über die Rechte an den Ergebnissen und das Resultat einer Patentrecherche.',
    'ip.lookedFor':
      'geistiges Eigentum, Patente, Lizenzen oder Handlungsfreiheit (auf Englisch, Deutsch, Französisch oder Italienisch) in allen Dokumenten',

    'product.title':
      'Das Gesuch liest sich als Forschung, nicht als Produkt oder Dienstleistung für Kundinnen und Kunden',
    'product.explanation.eth':
      'Das Pioneer Fellowship finanziert den Weg von der Forschung zu einem Produkt oder einer Dienstleistung mit Marktpotenzial; Grundlagenforschung wird nicht gefördert.',
    'product.explanation.innosuisse':
      'Innosuisse fördert Innovation, die am Markt Wert schafft; die Expertinnen und Experten suchen das Produkt oder die Dienstleistung, die Kundschaft und den Weg in den Verkauf.',
    'product.suggestion':
      'Beschreiben Sie das Produkt oder die Dienstleistung, zu der das Projekt führt, wer es kauft oder nutzt, welches Problem es für diese löst und wie es auf den Markt kommt.',
    'product.lookedFor': 'ein Produkt oder eine Dienstleistung, die Kundschaft, der Preis und der Weg in den Markt',

    'team.title': 'Das Team zeigt keine {competence}',
    'team.explanation':
      'Bei {domain} erwarten die Expertinnen und Experten {competence} im Team. Die Beschreibungen des Teams und die Lebensläufe erwähnen sie nicht.',
    'team.suggestion':
      'Nennen Sie, wer {competence} einbringt (ein Teammitglied, eine beratende Person oder ein Partner), mit den bisherigen Leistungen; falls noch niemand, sagen Sie, wie und bis wann sie hinzukommt.',
    'team.lookedFor': '{competence} in der Beschreibung des Teams',
    'team.lookedForWithCv': '{competence} in der Beschreibung des Teams und im Lebenslauf',
    'team.domain.medical': 'einem Medizinprodukt',
    'team.competence.medical': 'regulatorische oder klinische Erfahrung',
    'team.domain.testing': 'einem Test, der Stoffe oder Organismen in Proben nachweist',
    'team.competence.testing': 'Kompetenz in Chemie, Biologie oder Lebensmittelsicherheit',
    'team.domain.business': 'einem Produkt, das verkauft werden muss',
    'team.competence.business': 'Erfahrung in Geschäftsentwicklung, Vertrieb oder Markt',

    'market.unsourced.title': 'Die Marktzahlen haben keine Quelle und kein Jahr',
    'market.someUnsourced.title': '{count} von {total} Marktzahlen haben keine Quelle und kein Jahr',
    'market.unsourced.explanation':
      'Marktgrössen überzeugen nur mit Herkunft und Zeitpunkt: Zahlen, die sie nicht prüfen können, gewichten die Expertinnen und Experten gering.',
    'market.unsourced.suggestion':
      'Geben Sie zu jeder Marktzahl die Quelle (Studie, Statistikamt, Verband) und das Jahr an, z. B. «(BFS 2024)».',
    'market.uncertain.title':
      'Nicht überprüfbar, ob der Markt beziffert ist: Die Zahlen sagen nicht, was sie zählen oder woher sie stammen',
    'market.notSized.title': 'Der Markt ist nicht beziffert',
    'market.notSized.explanation':
      'Die Expertinnen und Experten suchen die Grösse des Zielmarkts in Zahlen (Kundinnen und Kunden oder CHF pro Jahr), mit der Herkunft der Zahl.',
    'market.notSized.suggestion':
      'Geben Sie die Grösse des adressierbaren Markts in CHF oder in Kundinnen und Kunden pro Jahr an, mit Quelle und Jahr, sowie den angestrebten Anteil.',
    'market.notSized.lookedForIn': 'eine Marktgrösse in Zahlen in {sections}',
    'market.notSized.lookedForAnywhere': 'eine Marktgrösse in Zahlen irgendwo im Gesuch',

    'sustainability.noContribution.title':
      'Der Abschnitt zur Nachhaltigkeit nennt keinen ökologischen oder sozialen Beitrag',
    'sustainability.noContribution.explanation':
      'Innosuisse beurteilt den Beitrag zur nachhaltigen Entwicklung: ökologische und soziale Wirkungen, zum Beispiel gemessen an den Zielen für nachhaltige Entwicklung der UNO, nicht nur den Fortbestand des Unternehmens.',
    'sustainability.noContribution.suggestion':
      'Sagen Sie, was das Produkt für Umwelt und Gesellschaft verändert (Emissionen, Ressourcen, Gesundheit, Arbeit), wenn möglich beziffert, und welchen SDGs es dient.',
    'sustainability.missing.title': 'Der Beitrag zur nachhaltigen Entwicklung wird nicht dargelegt',
    'sustainability.missing.explanation':
      'Innosuisse beurteilt den Beitrag zur nachhaltigen Entwicklung (wirtschaftlich, sozial und ökologisch), zum Beispiel gemessen an den Zielen für nachhaltige Entwicklung der UNO.',
    'sustainability.missing.suggestion':
      'Ergänzen Sie einen kurzen Abschnitt zur Nachhaltigkeit: die ökologischen und sozialen Wirkungen des Produkts, wenn möglich beziffert, und die SDGs, denen es dient.',
    'sustainability.missing.lookedFor':
      'ein Abschnitt zur Nachhaltigkeit oder Aussagen zu nachhaltiger Entwicklung, SDGs (ODD, OSS, Ziele für nachhaltige Entwicklung), Emissionen oder Klima',

    'novelty.claims.title_one': '{count} Neuheitsbehauptung ohne Zahl oder Vergleich',
    'novelty.claims.title_other': '{count} Neuheitsbehauptungen ohne Zahl oder Vergleich',
    'novelty.claims.explanation':
      'Wörter wie «einzigartig» oder «revolutionär» überzeugen die Expertinnen und Experten nur mit dem Vergleich oder der Zahl, die sie belegt.',
    'novelty.claims.suggestion':
      'Ersetzen Sie jede Behauptung durch das, worauf sie beruht: einen gemessenen Vorteil gegenüber einer benannten Alternative.',
    'novelty.notShown.title': 'Die Neuheit wird behauptet, aber nicht am Stand der Technik gezeigt',
    'novelty.notShown.explanation':
      'Die Expertinnen und Experten beurteilen die Neuheit einer Lösung im Vergleich mit den besten bestehenden Lösungen und Mitbewerbern; eine Neuheitsbehauptung ohne diesen Vergleich überzeugt nicht.',
    'novelty.notShown.suggestion':
      'Ergänzen Sie einen Absatz zum Stand der Technik: die besten bestehenden Lösungen und Mitbewerber, ihre Grenzen und wie Ihre Lösung im Vergleich abschneidet, wenn möglich in Zahlen.',
    'novelty.notShown.lookedFor':
      'ein Abschnitt zum Stand der Technik oder zum Wettbewerb, oder Vergleiche mit bestehenden Lösungen oder Mitbewerbern',

    'host.sought.title': 'Keine Host-Professur genannt: Eine wird noch gesucht',
    'host.missing.title': 'Keine Host-Professur genannt',
    'host.explanation':
      'Ein Pioneer Fellowship braucht eine ETH-Professorin oder einen ETH-Professor als Host, die oder der das Projekt unterstützt; die Mittel werden über die Konten der Host-Professur verwaltet.',
    'host.suggestion':
      'Nennen Sie die Host-Professur und das Labor und sagen Sie, was der Host bereitstellt (Laborplatz, Geräte, Betreuung); legen Sie das Unterstützungsschreiben des Hosts bei, wenn die Ausschreibung eines verlangt.',
    'host.lookedFor':
      'eine Host-Professur (host professor, Host-Professur, professeur hôte, professore ospite) in allen Dokumenten',

    'share.title': 'Der Anteil des Umsetzungspartners beträgt {value} der gesamten Projektkosten',
    'share.uncertain.title': 'Der Anteil des Umsetzungspartners ist nicht überprüfbar: Die Zahlen ergeben {value}',
    'share.uncertainStated.title':
      'Der Anteil des Umsetzungspartners ist nicht überprüfbar: Die Zahlen ergeben {value}, das Gesuch nennt {other}',
    'share.explanation':
      'Innosuisse erwartet, dass der Umsetzungspartner {min}–{max} % der gesamten Projektkosten trägt.',
    'share.uncertainNote':
      'Der Anteil wurde aus Zahlen im Fliesstext oder aus Tabellen berechnet, die ihm widersprechen; er kann falsch gelesen sein: Prüfen Sie ihn anhand des Budgets.',
    'share.justifiedNote':
      'Das Gesuch begründet einen tieferen Anteil; achten Sie darauf, dass die Begründung einen der gesetzlich zulässigen Gründe nennt.',
    'share.suggestion.raise':
      'Erhöhen Sie den Eigenbeitrag des Partners auf mindestens {min} % oder begründen Sie den tieferen Anteil mit den Gründen von SR 420.1 Art. 19 Abs. 2bis (hohes Risiko, breiter Kreis von Nutzenden oder ein Partner ohne die nötigen Mittel).',
    'share.suggestion.lower':
      'Senken Sie den Anteil des Partners auf höchstens {max} % der Gesamtkosten oder gleichen Sie das Budget neu aus.',
    'cash.title': 'Der Barbeitrag beträgt {value} der gesamten Projektkosten',
    'cash.uncertain.title':
      'Der Barbeitrag ist nicht überprüfbar: Die Zahlen ergeben {value} der gesamten Projektkosten',
    'cash.explanation':
      'Der Barbeitrag des Umsetzungspartners an den Forschungspartner muss mindestens {min} % der gesamten Projektkosten betragen.',
    'cash.uncertainNote':
      'Der Anteil wurde aus Zahlen im Fliesstext oder aus widersprüchlichen Zahlen berechnet: Prüfen Sie ihn anhand des Budgets.',
    'cash.suggestion': 'Erhöhen Sie den Barbeitrag auf mindestens {min} % der gesamten Projektkosten.',
    'cash.suggestionWithAmount':
      'Erhöhen Sie den Barbeitrag auf mindestens {min} % der gesamten Projektkosten ({amount}).',
    'duration.title': 'Die Dauer von {months} Monaten liegt ausserhalb von {min}–{max} Monaten',
    'duration.explanation.typical':
      'Innovationsprojekte dauern in der Regel {min}–{max} Monate; ein längerer Plan braucht eine Begründung.',
    'duration.explanation.fixed': 'Das Programm finanziert {min}–{max} Monate Arbeit.',
    'duration.suggestion':
      'Planen Sie das Projekt innerhalb von {min}–{max} Monaten oder begründen Sie, weshalb es {months} braucht.',
    'budget.title': 'Das Budget von {value} liegt über der Obergrenze von {limit}',
    'budget.explanation': 'Das ETH Pioneer Fellowship finanziert höchstens {limit}.',
    'budget.suggestion':
      'Kürzen Sie das Budget auf höchstens {limit}: Streichen oder verbilligen Sie Posten oder verschieben Sie sie auf eine spätere Finanzierung.',
    'totals.title.table': 'Die gesamten Projektkosten weichen ab: {text} im Text, {budget} in der Budgettabelle',
    'totals.title.budget': 'Die gesamten Projektkosten weichen ab: {text} im Text, {budget} im Budget',
    'totals.explanation':
      'Die Expertinnen und Experten vergleichen die Zahlen des Gesuchs mit dem Budget; eine Abweichung macht beide fragwürdig.',
    'totals.suggestion':
      'Verwenden Sie überall denselben Gesamtbetrag und prüfen Sie die Budgettabelle anhand des Textes.',
    'requested.title': 'Der beantragte Betrag weicht ab: {text} im Gesuch, {budget} im Budget',
    'requested.explanation': 'Der beantragte Betrag muss dem entsprechen, was das Budget ergibt.',
    'requested.suggestion': 'Korrigieren Sie den Betrag im Gesuch oder im Budget, sodass sie übereinstimmen.',
    'tableTotal.title': 'Die Zeilen einer Budgettabelle ergeben {sum}, ihr Total nennt aber {total}',
    'tableTotal.explanation':
      'In der Tabelle unter "{section}" ergeben die {count} Beträge der Spalte "{column}" nicht die Totalzeile.',
    'tableTotal.suggestion':
      'Rechnen Sie die Tabelle nach und verwenden Sie das korrigierte Total überall, wo es zitiert wird.',
    'joint.title.research': 'Kein Forschungspartner genannt',
    'joint.title.implementation': 'Kein Umsetzungspartner genannt',
    'joint.title.both': 'Kein Forschungspartner und kein Umsetzungspartner genannt',
    'joint.explanation':
      'Ein Innosuisse-Innovationsprojekt wird gemeinsam von einem Forschungspartner und einem Umsetzungspartner beantragt, die voneinander unabhängig sind.',
    'joint.suggestion': 'Nennen Sie beide Partner, ihre Rollen im Projekt und was jeder beiträgt.',
    'joint.lookedFor.research': 'ein namentlich genannter Forschungspartner in allen Dokumenten',
    'joint.lookedFor.implementation': 'ein namentlich genannter Umsetzungspartner in allen Dokumenten',
    'joint.lookedFor.both':
      'ein namentlich genannter Forschungspartner und ein namentlich genannter Umsetzungspartner in allen Dokumenten',

    'workPackages.title_one': 'Das Arbeitspaket {packages} hat keine Zeile im Budget',
    'workPackages.title_other': 'Die Arbeitspakete {packages} haben keine Zeile im Budget',
    'workPackages.explanation':
      'Das Budget ist nach Arbeitspaketen gegliedert, aber nicht jedes Arbeitspaket des Plans erscheint darin. Die Expertinnen und Experten prüfen, ob das Budget zur Arbeit passt.',
    'workPackages.suggestion':
      'Weisen Sie jedem Arbeitspaket seine Kosten im Budget zu oder legen Sie das Arbeitspaket mit einem budgetierten zusammen.',
    'milestones.none.title': 'Keine Meilensteine gefunden',
    'milestones.none.explanation.plan':
      'Der Arbeitsplan nennt keine Meilensteine. Die Expertinnen und Experten suchen quantitative, überprüfbare Meilensteine mit Datum.',
    'milestones.none.explanation.noPlan':
      'Es wurde kein Arbeitsplan mit Meilensteinen gefunden. Die Expertinnen und Experten suchen quantitative, überprüfbare Meilensteine mit Datum.',
    'milestones.none.suggestion':
      'Ergänzen Sie Meilensteine wie «M2 (Monat 12): Der Prototyp erkennt 95 % der Fehler an 1000 Proben», jeweils einem Arbeitspaket zugeordnet.',
    'milestones.none.lookedFor':
      'Bezeichnungen von Meilensteinen (M1, Meilenstein 1, Jalon 1, Traguardo 1) und Meilensteintabellen',
    'milestones.unmeasurable.title': '{count} von {total} Meilensteinen nennen eine Tätigkeit, kein messbares Ergebnis',
    'milestones.unmeasurable.explanation':
      'Ein Meilenstein sagt, was erreicht wird und wie der Erfolg gemessen wird: mit einer Zahl, einem Schwellenwert oder einem Ereignis, das eintritt oder nicht.',
    'milestones.unmeasurable.suggestion':
      'Formulieren Sie jeden Meilenstein als überprüfbares Ergebnis: «M2 (Monat 12): Der Prototyp erkennt 95 % der Fehler an 1000 Testproben».',
    'milestones.undated.title': '{count} von {total} Meilensteinen haben kein Datum und keinen Monat',
    'milestones.undated.explanation':
      'Die Expertinnen und Experten prüfen, ob die Meilensteine datiert sind, damit der Fortschritt am Plan gemessen werden kann.',
    'milestones.undated.suggestion':
      'Geben Sie für jeden Meilenstein den Monat (oder das Datum) an, bis zu dem er erreicht ist.',
    'risks.table.title_one': '{count} Risiko hat keine Gegenmassnahme',
    'risks.table.title_other': '{count} Risiken haben keine Gegenmassnahme',
    'risks.table.explanation':
      'Die Expertinnen und Experten erwarten zu jedem Risiko, was getan wird, um es zu vermeiden oder seinen Schaden zu begrenzen.',
    'risks.table.suggestion':
      'Geben Sie jedem Risiko eine konkrete Gegenmassnahme (was, wer, bis wann) und bei hohem Risiko einen Plan B.',
    'risks.prose.none.title': 'Risiken werden ohne Gegenmassnahmen aufgezählt',
    'risks.prose.some.title': '{count} von {total} Risiken haben keine Gegenmassnahme',
    'risks.prose.none.explanation':
      'Der Abschnitt "{section}" nennt Risiken, aber nicht, was gegen sie unternommen wird.',
    'risks.prose.some.explanation':
      'Der Abschnitt "{section}" nennt Risiken, aber nicht, was gegen alle unternommen wird.',
    'risks.prose.suggestion':
      'Ergänzen Sie zu jedem Risiko eine Gegenmassnahme (was, wer, bis wann), zum Beispiel als Tabelle: Risiko, Wahrscheinlichkeit, Auswirkung, Gegenmassnahme.',

    // the report in the Word export
    'export.formalCriterion': 'Formelle und finanzielle Vorgaben',
    'export.documentsReviewed': 'Geprüfte Dokumente',
    'export.noDocuments': 'keine Dokumente mit Text eingereicht',
    'export.ratingScale': 'Jedes Kriterium wird auf derselben Skala bewertet:',
    'export.findingCriterion': 'Kriterium: {criterion}',
    'export.evidence': 'Belege',
    'export.quote': '«{quote}»',
    'export.evidenceIn': '{document}, Abschnitt «{section}»',
    'export.readAs': 'Ihr Abschnitt «{section}» wurde als {title} gelesen.',
    'export.readFromContent': 'Ihr Abschnitt «{section}» wurde als {title} gelesen (aus dem Inhalt).',
    'export.notMatched': 'Ihr Abschnitt «{section}» liess sich keinem Punkt zuordnen, den der Förderer beurteilt.',
    'export.figures': 'Kennzahlen',
    'export.figuresColumn.figure': 'Kennzahl',
    'export.figuresColumn.value': 'Wert',
    'export.figuresColumn.readAs': 'Gelesen als',
    'export.figuresColumn.document': 'Dokument',
    'export.percent': '{value}\u00a0%',
    'export.months_one': '{value} Monat',
    'export.months_other': '{value} Monate',
    'export.fte': '{value} VZÄ',
    'export.masking':
      'Personendaten wurden vor der Prüfung maskiert; in diesem Export werden die echten Werte in den Zitaten aus Ihren Dokumenten wieder angezeigt.',
    'export.sources': 'Quellen',
    'figureRole.total-cost': 'Gesamte Projektkosten',
    'figureRole.partner-contribution': 'Beitrag des Partners',
    'figureRole.partner-share': 'Anteil des Partners',
    'figureRole.cash-contribution': 'Barbeitrag',
    'figureRole.requested-amount': 'Beantragter Betrag',
    'figureRole.research-cost': 'Kosten des Forschungspartners',
    'figureRole.revenue-forecast': 'Umsatzprognose',
    'figureRole.market-size': 'Marktgrösse',
    'figureRole.staffing': 'Personal',
    'figureRole.duration': 'Dauer',
    'figureRole.other': 'Anderes',

    // the chat's Word export
    'chatExport.title': 'Chat zur Gesuchsprüfung',
    'chatExport.documentTitle': 'Chat zur Gesuchsprüfung: {project}',
    'chatExport.project': 'Projekt',
    'chatExport.type': 'Typ',
    'chatExport.revision': 'Revision',
    'chatExport.revisionNumber': 'Revision {number}',
    'chatExport.revisionCreated': '{revision}, erstellt am {date}',
    'chatExport.exported': 'Exportiert',
    'chatExport.user': 'Sie',
    'chatExport.reviewer': 'Reviewer',
    'projectType.INNOSUISSE_PROJECT': 'Innosuisse-Projekt',
    'projectType.ETH_PIONEER_FELLOWSHIP': 'ETH Pioneer Fellowship',
    'comparisonExport.title': 'Vergleich zweier Revisionen',
    'comparisonExport.documentTitle': 'Vergleich zweier Revisionen: {project}',
    'comparisonExport.earlier': 'Frühere Revision',
    'comparisonExport.later': 'Spätere Revision',
    'comparisonExport.revisionAnalysed': '{revision}, erstellt am {date}, analysiert am {analysed}',
    'comparisonExport.outdated':
      'Die Dokumente der {revision} haben sich nach ihrer Analyse geändert; dieser Vergleich bildet sie daher womöglich nicht ab. Starten Sie die Analyse erneut, um einen aktuellen Vergleich zu erhalten.',
    'comparisonExport.nothingChanged':
      'Zwischen den beiden Analysen hat sich nichts geändert: gleiche Einschätzung, gleiche Bewertungen und gleiche Befunde.',
    'comparisonExport.readiness': 'Gesamteinschätzung',
    'comparisonExport.readinessChange': '{before} → {after}',
    'comparisonExport.readinessUnchanged': '{level} in beiden Revisionen',
    'comparisonExport.criteria': 'Kriterien',
    'comparisonExport.noCriteria': 'Keine der beiden Analysen hat ein Kriterium bewertet.',
    'comparisonExport.changeColumn': 'Veränderung',
    'comparisonExport.change.improved': 'Verbessert',
    'comparisonExport.change.declined': 'Verschlechtert',
    'comparisonExport.change.unchanged': 'Unverändert',
    'comparisonExport.change.added': 'Neu bewertet',
    'comparisonExport.change.dropped': 'Nicht mehr bewertet',
    'comparisonExport.notRated': 'nicht bewertet',
    'comparisonExport.findings': 'Befunde',
    'comparisonExport.resolved': 'Behoben ({count})',
    'comparisonExport.new': 'Neu ({count})',
    'comparisonExport.open': 'Weiterhin offen ({count})',
    'comparisonExport.noResolved': 'Kein Befund wurde behoben.',
    'comparisonExport.noNew': 'Es ist kein neuer Befund hinzugekommen.',
    'comparisonExport.noOpen': 'Kein Befund ist mehr offen.',
    'comparisonExport.findingMeta': '{severity} · {criterion}',
    'comparisonExport.severityChange': 'Schweregrad: {before} → {after}',
    'comparisonExport.severity.blocker': 'Blocker',
    'comparisonExport.severity.important': 'Wichtig',
    'comparisonExport.severity.minor': 'Gering',
    'comparisonExport.checks': 'Geänderte formelle und finanzielle Prüfungen',
    'comparisonExport.noChecks': 'Keine formelle oder finanzielle Prüfung hat sich geändert.',
    'comparisonExport.checkColumn': 'Prüfung',
    'comparisonExport.passed': 'Bestanden',
    'comparisonExport.figures': 'Geänderte Kennzahlen',
    'comparisonExport.noFigures': 'Keine Kennzahl hat sich geändert.',
    'comparisonExport.notFound': 'nicht gefunden',
    'comparisonExport.documents': 'Dokumente',
    'comparisonExport.noDocuments': 'Keine der beiden Revisionen hat Dokumente.',
    'comparisonExport.noFile': 'keines',
    'comparisonExport.documentChange.added': 'Hinzugefügt',
    'comparisonExport.documentChange.removed': 'Entfernt',
    'comparisonExport.documentChange.replaced': 'Ersetzt',
    'comparisonExport.documentChange.unchanged': 'Unverändert',
    'check.required-document': 'Verlangte Dokumente',
    'check.joint-application': 'Gemeinsames Gesuch',
    'check.partner-share': 'Anteil des Umsetzungspartners',
    'check.cash-contribution': 'Barbeitrag',
    'check.duration': 'Projektdauer',
    'check.budget-limit': 'Budgetobergrenze',
    'check.host-professor': 'Host-Professur',
    'check.figures-consistency': 'Übereinstimmende Zahlen',
    'check.work-package-budget': 'Arbeitspakete im Budget',
    'check.risk-mitigation': 'Gegenmassnahmen zu Risiken',
    'check.team-competence': 'Kompetenzen des Teams',
    'check.ip-position': 'Geistiges Eigentum',
    'check.product-focus': 'Produktfokus',
    'check.milestones': 'Meilensteine',
    'check.market-evidence': 'Belege zum Markt',
    'check.sustainability': 'Nachhaltigkeit',
    'check.novelty-evidence': 'Nachweis der Neuheit',
    'check.section-missing': 'Erwartete Abschnitte',
  },
  names: {
    programmes: {
      INNOSUISSE_PROJECT: 'Innosuisse-Innovationsprojekt mit Umsetzungspartner',
      ETH_PIONEER_FELLOWSHIP: 'ETH Pioneer Fellowship',
    },
    criteria: {
      'INNOSUISSE_PROJECT:innovation': 'Innovationsgehalt',
      'INNOSUISSE_PROJECT:value-creation': 'Wertschöpfung für die Schweizer Wirtschaft oder Gesellschaft',
      'INNOSUISSE_PROJECT:methodology': 'Methodische Qualität',
      'INNOSUISSE_PROJECT:expertise': 'Kompetenz der Projektpartner',
      'INNOSUISSE_PROJECT:sustainability': 'Beitrag zur nachhaltigen Entwicklung',
      'ETH_PIONEER_FELLOWSHIP:innovation-market': 'Innovation und Marktpotenzial',
      'ETH_PIONEER_FELLOWSHIP:entrepreneurship': 'Unternehmerischer Antrieb und Fähigkeiten des Fellows',
      'ETH_PIONEER_FELLOWSHIP:feasibility': 'Machbarkeit des Plans über 12–18 Monate mit Meilensteinen',
      'ETH_PIONEER_FELLOWSHIP:budget': "Ein plausibles Budget bis CHF 150'000",
      'ETH_PIONEER_FELLOWSHIP:host-support': 'Unterstützung durch die Host-Professur',
    },
    sections: {
      'INNOSUISSE_PROJECT:summary': 'Zusammenfassung',
      'INNOSUISSE_PROJECT:state-of-the-art': 'Stand der Technik und Wettbewerb',
      'INNOSUISSE_PROJECT:innovation-ip': 'Innovation und geistiges Eigentum',
      'INNOSUISSE_PROJECT:market': 'Markt und Wertschöpfung',
      'INNOSUISSE_PROJECT:work-plan': 'Ziele, Arbeitspakete und Meilensteine',
      'INNOSUISSE_PROJECT:team': 'Team und Partner',
      'INNOSUISSE_PROJECT:budget': 'Budget und Finanzierung',
      'INNOSUISSE_PROJECT:risks': 'Risiken und Gegenmassnahmen',
      'INNOSUISSE_PROJECT:sustainability': 'Nachhaltigkeit',
      'ETH_PIONEER_FELLOWSHIP:summary': 'Zusammenfassung',
      'ETH_PIONEER_FELLOWSHIP:innovation': 'Innovation und Technologie',
      'ETH_PIONEER_FELLOWSHIP:market': 'Markt und Kundschaft',
      'ETH_PIONEER_FELLOWSHIP:fellow': 'Fellow und Team',
      'ETH_PIONEER_FELLOWSHIP:work-plan': 'Arbeitsplan und Meilensteine',
      'ETH_PIONEER_FELLOWSHIP:budget': 'Budget',
      'ETH_PIONEER_FELLOWSHIP:host': 'Host-Professur und Unterstützung',
      'ETH_PIONEER_FELLOWSHIP:risks': 'Risiken',
    },
    slotDescriptions: {
      APPLICATION_DRAFT: 'Der vollständige Gesuchstext: Innovation, Markt, Arbeitsplan, Team und Meilensteine.',
      FUNDING_PROPOSAL: 'Budget und Finanzierung: Projektkosten, Beiträge der Partner und Barbeitrag.',
      RISK_MATRIX: 'Technische, marktbezogene und organisatorische Risiken mit ihren Gegenmassnahmen.',
      SUPPORTING_DOCS: 'Absichtserklärungen, Marktstudien oder andere Belege.',
      RESEARCH_PROPOSAL: 'Die Innovation, ihr Marktpotenzial und der Plan über 12–18 Monate mit Meilensteinen.',
      BUDGET: "Das Budget des Fellowships (höchstens CHF 150'000).",
      CV: 'Der Lebenslauf der Gesuchstellerin oder des Gesuchstellers.',
      PUBLICATIONS: 'Publikationen, Patente oder andere Vorarbeiten, auf denen das Projekt aufbaut.',
    },
  },
};
