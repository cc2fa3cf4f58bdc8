/**
 * Hand-made applications for the reviewer's tests: two clean ones and several with planted flaws.
 * Names and contact data appear as the placeholders the anonymizer produces.
 */
import type { TReviewDocument } from '../types.js';

const doc = (slot: string, slotName: string, fileName: string, text: string): TReviewDocument => ({
  slot,
  slotName,
  fileName,
  text,
});

// ---------------------------------------------------------------- Innosuisse, clean (EN)

export const INNOSUISSE_CLEAN_EN: TReviewDocument[] = [
  doc(
    'APPLICATION_DRAFT',
    'Application Draft',
    'flowsense-application.docx',
    `FlowSense: self-calibrating ultrasonic flow sensors for district heating networks

1. Summary
District heating networks in Switzerland lose 8–12% of their heat through undetected leaks and badly balanced
substations (Swiss Federal Office of Energy, 2023). FlowSense develops a clamp-on ultrasonic flow sensor that
calibrates itself in operation and reports heat flows every 10 seconds. The research partner, the Institute for
Energy Systems at [ORGANIZATION_1] University of Applied Sciences, develops the self-calibration algorithm. The
implementation partner, [ORGANIZATION_2] AG, a Swiss SME with 85 employees, industrialises and sells the sensor.
The project runs for 24 months with total project costs of CHF 850'000.

2. State of the art and competition
Today's clamp-on meters from competitors such as [ORGANIZATION_3] and [ORGANIZATION_4] need a manual calibration on
site, which costs CHF 400 per measuring point and drifts by up to 5% within a year. Inline meters are accurate but
require the pipe to be cut open. No existing solution combines clamp-on installation with long-term accuracy.

3. Innovation and IP
The innovation is a self-calibration method that uses the temperature-dependent speed of sound as an internal
reference. Compared with the best clamp-on meter on the market, our laboratory prototype reduces the measurement
error from 3.0% to 0.8% over 6 months. The method builds on the doctoral work of [PERSON_1]. A priority patent
application was filed in 2024; the research partner will license it exclusively to the implementation partner, and
a freedom-to-operate analysis by a patent attorney found no blocking patents.

4. Market and value creation
The addressable market for heat metering in Europe is CHF 1.1 billion per year, of which CHF 95 million in
Switzerland (source: BFE market report 2023). [ORGANIZATION_2] AG targets network operators with more than 500
substations; its unique selling point is accurate metering without cutting pipes, at 40% lower installed cost than
an inline meter. We plan sales of 2'000 sensors in year 2 after the project at CHF 1'200 each, rising to 9'000 units
(CHF 10.8 million revenue) in year 5, with a gross margin of 45%. The business model combines sensor sales with an
analytics subscription of CHF 60 per sensor and year. Production and assembly stay in Switzerland, which creates 12
new jobs at the implementation partner and its Swiss suppliers.

5. Goals, work packages and milestones
The goal is a certified sensor with a measurement error below 1% over 12 months of field operation.
WP1 Self-calibration algorithm (research partner, months 1–10, 30 person-months).
WP2 Industrial sensor design and production process (implementation partner, months 6–18, 28 person-months).
WP3 Field pilot in three networks and certification (both partners, months 12–24, 24 person-months).

Milestones
- M1 (month 6): algorithm keeps the error below 1.5% on the test rig across 20–90 °C.
- M2 (month 12): 10 pre-series sensors pass EMC testing and run 4 weeks with ≥ 99% data availability.
- M3 (month 18): go/no-go: field error below 1% against reference meters in 3 pilot networks.
- M4 (month 24): MID certification obtained and unit cost below CHF 450 at a batch of 500.

6. Team and partners
The research partner's group has 15 years of experience in ultrasonic metrology and 40 publications in the field;
its lab provides a calibrated flow test rig. [PERSON_2], head of development at [ORGANIZATION_2] AG, has led the
launch of four metering products. The implementation partner brings production, a sales team of 9 people, and a
service network that already covers 60 Swiss utilities. The partners are independent of each other in finances and
staff.

7. Budget and financing
Total project costs are CHF 850'000. The implementation partner carries 45% of total project costs (CHF 382'500),
of which a cash contribution of CHF 42'500 to the research partner, i.e. 5% of total project costs. Innosuisse is
asked to fund CHF 467'500. The budget follows the work packages; every CHF invested is expected to return CHF 12 in
revenue within five years.

8. Risks and mitigation
The main technical risk is drift of the transducer coupling; we mitigate it with a second coupling material tested
in WP1. The main market risk is slow procurement by utilities; letters of intent from three operators reduce it.

9. Sustainability
Finding leaks earlier saves an estimated 15 GWh of heat and 3'000 tonnes of CO2 per year once 9'000 sensors are
installed. The project contributes to SDG 7 (affordable and clean energy) and SDG 13 (climate action).
`,
  ),
  doc(
    'FUNDING_PROPOSAL',
    'Funding Proposal',
    'flowsense-budget.docx',
    `Funding proposal FlowSense (all amounts in CHF)

Project duration: 24 months

Cost item | Research partner | Implementation partner | Total
Personnel | 390'000 | 300'000 | 690'000
Material and test equipment | 55'000 | 40'000 | 95'000
Third-party services (certification) | 22'500 | 42'500 | 65'000
Total project costs | 467'500 | 382'500 | 850'000

Financing
Innosuisse funding (research partner): CHF 467'500 (55%)
Implementation partner in-kind contribution: CHF 340'000
Cash contribution of the implementation partner to the research partner: CHF 42'500 (5% of total project costs)
Implementation partner total: CHF 382'500 (45% of total project costs)
`,
  ),
  doc(
    'RISK_MATRIX',
    'Risk Matrix',
    'flowsense-risks.docx',
    `Risk matrix

Risk | Probability | Impact | Mitigation
Transducer coupling drifts | medium | high | second coupling material tested in WP1; go/no-go at M3
Utilities buy slowly | medium | medium | letters of intent from 3 operators; pilot results published
Certification delayed | low | medium | pre-tests with the notified body in month 14
`,
  ),
];

// ---------------------------------------------------------------- Innosuisse, flawed (EN)
// Planted: no market section, implementation-partner share 25%, cash contribution 2%, milestones without numbers,
// hype claims, a very long sentence, total cost differing between documents.

export const INNOSUISSE_FLAWED_EN: TReviewDocument[] = [
  doc(
    'APPLICATION_DRAFT',
    'Application Draft',
    'greencoat-draft.pdf',
    `GreenCoat: bio-based corrosion protection for steel bridges

Summary
GreenCoat is a revolutionary coating that will change corrosion protection forever. The research partner, the
coatings laboratory of [ORGANIZATION_1], and the implementation partner, [ORGANIZATION_2] GmbH, develop a bio-based
coating for steel bridges. The project runs for 24 months with total project costs of CHF 900'000.

State of the art
Conventional coatings are based on epoxy resins and zinc, and the current solutions need to be renewed regularly,
which is expensive for bridge owners and which also causes emissions because the old coating has to be blasted off
and disposed of as hazardous waste, while the new coating must be applied under controlled conditions that are
hard to achieve on a bridge, so the whole process is slow, costly and disruptive for traffic as well as for the
people who live nearby and for the environment in general.

Innovation
Our approach is unique and disruptive. The coating uses a lignin-based binder developed by [PERSON_1]. A patent
application is planned.

Work plan and milestones
WP1 Binder formulation (research partner).
WP2 Application process (implementation partner).
WP3 Field test on a bridge.

M1: Binder formulation developed.
M2: Coating applied on test panels.
M3: Field test completed.
M4: Product ready.

Team
The research partner has experience in polymer chemistry. [PERSON_2] of [ORGANIZATION_2] GmbH leads the
implementation partner's development team.

Financing
The implementation partner carries 25% of total project costs. Its cash contribution is 2% of total project costs.

Risks
The binder may not reach the required durability; we will then test a hybrid formulation.

Sustainability
The coating avoids zinc and solvents and is therefore more sustainable.
`,
  ),
  doc(
    'FUNDING_PROPOSAL',
    'Funding Proposal',
    'greencoat-budget.pdf',
    `Budget GreenCoat
Duration: 24 months
Total project costs: CHF 850'000
Innosuisse funding: CHF 637'500
Implementation partner contribution: CHF 212'500 (25%)
Cash contribution implementation partner: CHF 17'000 (2%)
`,
  ),
];

// ---------------------------------------------------------------- Innosuisse, flawed (DE)
// Planted: no market section, share 25 % (as amounts), cash 2 % (as "Prozent" and amounts), milestones without numbers.

export const INNOSUISSE_FLAWED_DE: TReviewDocument[] = [
  doc(
    'APPLICATION_DRAFT',
    'Application Draft',
    'holzbau-gesuch.docx',
    `Projektantrag HolzScan: automatische Qualitätsprüfung von Brettschichtholz

Zusammenfassung
HolzScan ist eine einzigartige Lösung für die Holzindustrie. Der Forschungspartner, das Institut für Holzbau der
[ORGANIZATION_1], und der Umsetzungspartner, die [ORGANIZATION_2] AG, entwickeln ein Prüfsystem, das Fehlstellen in
Brettschichtholz mit Kameras und maschinellem Lernen erkennt. Das Projekt dauert 18 Monate.

Stand der Technik
Heute werden Lamellen von Hand oder mit einfachen Scannern geprüft. Bestehende Lösungen erkennen Harzgallen und
Risse nur unzuverlässig. Die Konkurrenz bietet teure Röntgensysteme an.

Innovation
Neuartig ist die Kombination von Hyperspektralkameras mit einem selbstlernenden Modell. Ein Patent wird geprüft.

Arbeitsplan und Meilensteine
AP1 Aufbau des Kamerasystems (Forschungspartner).
AP2 Training des Modells (Forschungspartner).
AP3 Integration in die Produktionslinie (Umsetzungspartner).

Meilenstein 1: Kamerasystem aufgebaut.
Meilenstein 2: Modell trainiert.
Meilenstein 3: System in der Produktion integriert.

Team
Der Forschungspartner hat langjährige Erfahrung in der Holzforschung. [PERSON_1] leitet beim Umsetzungspartner die
Produktion.

Finanzierung
Die Gesamtprojektkosten betragen CHF 800'000. Der Umsetzungspartner trägt CHF 200'000. Der Barbeitrag des
Umsetzungspartners beträgt 2 Prozent der Gesamtkosten.

Risiken
Das Modell könnte zu viele Fehlalarme erzeugen; wir sammeln dann mehr Trainingsdaten.

Nachhaltigkeit
Weniger Ausschuss schont die Ressource Holz.
`,
  ),
  doc(
    'FUNDING_PROPOSAL',
    'Funding Proposal',
    'holzbau-budget.docx',
    `Finanzierungsplan HolzScan
Laufzeit: 18 Monate
Gesamtprojektkosten: CHF 800'000
Beitrag Innosuisse: CHF 600'000
Umsetzungspartner Eigenleistung: CHF 184'000
Umsetzungspartner Barbeitrag: CHF 16'000
`,
  ),
];

// ---------------------------------------------------------------- ETH Pioneer, clean (EN)

export const ETH_CLEAN_EN: TReviewDocument[] = [
  doc(
    'RESEARCH_PROPOSAL',
    'Research Proposal',
    'pioneer-proposal.pdf',
    `ETH Pioneer Fellowship proposal: SoilSense, a low-cost nitrate sensor for precision farming

Summary
SoilSense is a product that lets farmers measure soil nitrate in the field in two minutes instead of waiting ten
days for a lab result. It builds on my doctoral research at the Institute of Agricultural Sciences, where I developed
an ion-selective membrane that stays stable for 6 months in soil. During the 18-month fellowship I will turn the
laboratory prototype into a product and prepare the founding of a start-up.

The product and its innovation
Existing in-field test strips have an error of about 30%; lab analysis is accurate but slow and costs CHF 45 per
sample. Compared with test strips, our sensor reduces the error to 8% at a cost of CHF 4 per measurement. The
membrane chemistry is new: no competing product uses a solid-contact membrane in soil. An invention disclosure was
filed with ETH transfer in 2024.

Market and customers
The target market for in-field soil testing in Europe is worth CHF 480 million per year (source: Eurostat and
AgriMarket report 2023). Competitors are lab services and test strips from [ORGANIZATION_1]. I interviewed 42 farmers
and 6 agronomy advisers; 3 cooperatives signed letters of intent for a paid pilot of 200 sensors. We will sell
sensors at CHF 150 and a data service at CHF 90 per farm and year.

Work plan and milestones
The fellowship runs for 18 months of full-time work in three work packages.
WP1 Product design and membrane production (months 1–6).
WP2 Field pilots with three cooperatives (months 5–14).
WP3 Business model, incorporation and fundraising (months 10–18).

- M1 (month 6): 50 sensors produced with a yield of at least 80%.
- M2 (month 10): pilot sensors measure nitrate within ±10% of lab values on 300 samples.
- M3 (month 14): 3 paying pilot customers and a retention of 70% after the season.
- M4 (month 18): company incorporated and CHF 500'000 of seed funding committed.

Risks
The main risk is membrane fouling in clay soils; I mitigate it with a replaceable cap tested in WP1. A second risk is
slow adoption by farmers; the pilots with cooperatives reduce it.

About me and my team
I hold an MSc and will complete my doctorate at ETH Zürich in March 2025. I have 5 years of experience in
electrochemistry and won the ETH Venture Challenge in 2023. My motivation is to bring my research to farmers; I will
work full-time on SoilSense. A co-founder with a sales background, [PERSON_2], and two mentors from the agri-food
industry complement my skills.

Host professor and support
My host, Prof. [PERSON_3] of the Department of Environmental Systems Science at ETH Zürich, supports the project with
lab space, access to the soil analysis facility and monthly supervision. A letter of support is attached.
`,
  ),
  doc(
    'BUDGET',
    'Budget',
    'pioneer-budget.docx',
    `Budget SoilSense (18 months, CHF)

Item | Amount | Justification
Salary of the fellow (18 months) | 117'000 | ETH salary scale for doctoral graduates
Materials and prototyping costs | 16'000 | membranes and electronics for 250 sensors, based on supplier quotes
External services (industrial design) | 9'500 | quote from a design studio
Travel and pilot logistics | 6'000 | visits to the three cooperatives
Total requested | 148'500 |
`,
  ),
  doc(
    'CV',
    'CV',
    'cv.pdf',
    `[PERSON_1]
Email: [EMAIL_ADDRESS_1]

Education
2021–2025 Doctorate (Dr. sc. ETH), Institute of Agricultural Sciences, ETH Zürich
2018–2020 MSc in Chemistry, ETH Zürich

Experience
2023 Winner, ETH Venture Challenge
2020–2021 Research assistant, electrochemistry lab

Skills
Electrochemistry, sensor design, Python, customer interviews
`,
  ),
];

// ---------------------------------------------------------------- ETH Pioneer, flawed (EN)
// Planted: a budget of CHF 180,000.

export const ETH_FLAWED_BUDGET_EN: TReviewDocument[] = [
  ETH_CLEAN_EN[0] as TReviewDocument,
  doc(
    'BUDGET',
    'Budget',
    'pioneer-budget-v2.docx',
    `Budget SoilSense (18 months)

Item | Amount | Justification
Salary of the fellow (18 months) | CHF 117,000 | ETH salary scale for doctoral graduates
Materials and prototyping costs | CHF 31,000 | membranes and electronics for 500 sensors, based on supplier quotes
External services (industrial design, certification) | CHF 26,000 | quotes from a design studio and a lab
Travel and pilot logistics | CHF 6,000 | visits to the three cooperatives
Total requested | CHF 180,000 |
`,
  ),
  ETH_CLEAN_EN[2] as TReviewDocument,
];
