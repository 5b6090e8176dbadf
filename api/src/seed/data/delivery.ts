import type { deliveryMethods as deliveryMethodsTable } from '../../db/schema.js'

type SeedDeliveryMethod = Omit<typeof deliveryMethodsTable.$inferInsert, 'id' | 'position'>

/** Free delivery from 1 500 Kč / 60 € of goods (personal collection is always free). */
const FREE_FROM = { freeFromCzk: 1500_00, freeFromEur: 60_00 }

/** The demo shop's delivery methods, in the order the checkout lists them (see docs/shop-facts.md). */
export const deliveryMethods: SeedDeliveryMethod[] = [
  {
    slug: 'zasilkovna',
    kind: 'pickup_point',
    carrier: 'zasilkovna',
    name: {
      cs: 'Zásilkovna – výdejní místo nebo Z-BOX',
      sk: 'Zásilkovna – výdajné miesto alebo Z-BOX',
      de: 'Zásilkovna – Abholstelle oder Z-BOX',
      en: 'Zásilkovna – pickup point or Z-BOX',
    },
    description: {
      cs: 'Zásilku si vyzvednete na některém z tisíců výdejních míst nebo v Z-BOXu po celém Česku. Jakmile dorazí, Zásilkovna vám pošle SMS a e-mail.',
      sk: 'Zásielku si vyzdvihnete na niektorom z tisícov výdajných miest alebo v Z-BOXe po celom Česku. Hneď ako dorazí, Zásilkovna vám pošle SMS a e-mail.',
      de: 'Sie holen Ihr Paket an einer der tausenden Abholstellen oder an einer Z-BOX in ganz Tschechien ab. Sobald es angekommen ist, schickt Ihnen Zásilkovna eine SMS und eine E-Mail.',
      en: 'Collect your parcel from one of thousands of pickup points or Z-BOX lockers across the Czech Republic. Zásilkovna sends you a text and an email as soon as it arrives.',
    },
    countries: ['CZ'],
    priceCzk: 79_00,
    priceEur: 3_20,
    transitDays: 2,
    ...FREE_FROM,
  },
  {
    slug: 'ppl',
    kind: 'courier',
    carrier: 'ppl',
    name: {
      cs: 'PPL – kurýr na adresu',
      sk: 'PPL – kuriér na adresu',
      de: 'PPL – Kurier an die Haustür',
      en: 'PPL – courier to your door',
    },
    description: {
      cs: 'Kurýr PPL vám zásilku přiveze až ke dveřím a den doručení vám předem oznámí SMS a e-mailem.',
      sk: 'Kuriér PPL vám zásielku prinesie až k dverám a deň doručenia vám vopred oznámi SMS a e-mailom.',
      de: 'Der PPL-Kurier bringt Ihr Paket bis an die Haustür und kündigt den Liefertag vorab per SMS und E-Mail an.',
      en: 'A PPL courier brings the parcel to your door and lets you know the delivery day in advance by text and email.',
    },
    countries: ['CZ'],
    priceCzk: 129_00,
    priceEur: 5_20,
    transitDays: 1,
    ...FREE_FROM,
  },
  {
    slug: 'osobni-odber',
    kind: 'personal_collection',
    carrier: null,
    name: {
      cs: 'Osobní odběr v ateliéru v Praze 7',
      sk: 'Osobný odber v ateliéri v Prahe 7',
      de: 'Selbstabholung im Atelier in Prag 7',
      en: 'Collect from our studio in Prague 7',
    },
    description: {
      cs: 'Hotovou objednávku si vyzvednete v našem ateliéru v Praze 7 – Holešovicích, po–pá 9:00–17:00. Jakmile bude připravená, pošleme vám e-mail.',
      sk: 'Hotovú objednávku si vyzdvihnete v našom ateliéri v Prahe 7 – Holešoviciach, po–pi 9:00–17:00. Keď bude pripravená, pošleme vám e-mail.',
      de: 'Sie holen Ihre fertige Bestellung in unserem Atelier in Prag 7 – Holešovice ab, Mo–Fr 9:00–17:00 Uhr. Sobald sie bereitliegt, schicken wir Ihnen eine E-Mail.',
      en: 'Pick up your finished order at our studio in Prague 7 – Holešovice, Mon–Fri 9:00–17:00. We will email you as soon as it is ready.',
    },
    countries: [],
    priceCzk: 0,
    priceEur: 0,
    transitDays: 0,
    freeFromCzk: null,
    freeFromEur: null,
  },
  {
    slug: 'packeta-sk',
    kind: 'pickup_point',
    carrier: 'packeta',
    name: {
      cs: 'Packeta – výdejní místo na Slovensku',
      sk: 'Packeta – výdajné miesto alebo Z-BOX',
      de: 'Packeta – Abholstelle in der Slowakei',
      en: 'Packeta – pickup point in Slovakia',
    },
    description: {
      cs: 'Zásilku si vyzvednete na výdejním místě nebo v Z-BOXu Packety kdekoli na Slovensku. Jakmile dorazí, Packeta vám pošle SMS a e-mail.',
      sk: 'Zásielku si vyzdvihnete na výdajnom mieste alebo v Z-BOXe Packety kdekoľvek na Slovensku. Hneď ako dorazí, Packeta vám pošle SMS a e-mail.',
      de: 'Sie holen Ihr Paket an einer Packeta-Abholstelle oder Z-BOX irgendwo in der Slowakei ab. Sobald es angekommen ist, schickt Ihnen Packeta eine SMS und eine E-Mail.',
      en: 'Collect your parcel from a Packeta pickup point or Z-BOX anywhere in Slovakia. Packeta sends you a text and an email as soon as it arrives.',
    },
    countries: ['SK'],
    priceCzk: 99_00,
    priceEur: 3_90,
    transitDays: 3,
    ...FREE_FROM,
  },
  {
    slug: 'kuryr-sk',
    kind: 'courier',
    carrier: 'dpd',
    name: {
      cs: 'Kurýr až ke dveřím na Slovensku',
      sk: 'Kuriér až k dverám',
      de: 'Kurier bis an die Haustür in der Slowakei',
      en: 'Courier to your door in Slovakia',
    },
    description: {
      cs: 'Kurýr DPD vám zásilku přiveze až ke dveřím kdekoli na Slovensku a doručení vám předem ohlásí SMS a e-mailem.',
      sk: 'Kuriér DPD vám zásielku prinesie až k dverám kdekoľvek na Slovensku a doručenie vám vopred ohlási SMS a e-mailom.',
      de: 'Der DPD-Kurier bringt Ihr Paket überall in der Slowakei bis an die Haustür und kündigt die Zustellung vorab per SMS und E-Mail an.',
      en: 'A DPD courier brings the parcel to your door anywhere in Slovakia and lets you know in advance by text and email.',
    },
    countries: ['SK'],
    priceCzk: 169_00,
    priceEur: 6_90,
    transitDays: 2,
    ...FREE_FROM,
  },
  {
    slug: 'dpd-eu',
    kind: 'courier',
    carrier: 'dpd',
    name: {
      cs: 'DPD – kurýr do ostatních zemí EU',
      sk: 'DPD – kuriér do ostatných krajín EÚ',
      de: 'DPD – Kurier in andere EU-Länder',
      en: 'DPD – courier to other EU countries',
    },
    description: {
      cs: 'Doručení kurýrem DPD do Německa, Rakouska a dalších zemí Evropské unie, obvykle za 2–5 pracovních dnů od odeslání.',
      sk: 'Doručenie kuriérom DPD do Nemecka, Rakúska a ďalších krajín Európskej únie, zvyčajne za 2 – 5 pracovných dní od odoslania.',
      de: 'Zustellung per DPD-Kurier nach Deutschland, Österreich und in die übrigen Länder der Europäischen Union, in der Regel 2–5 Werktage nach dem Versand.',
      en: 'Delivery by DPD courier to Germany, Austria and the other countries of the European Union, usually 2–5 working days after dispatch.',
    },
    countries: [],
    excludedCountries: ['CZ', 'SK'],
    priceCzk: 319_00,
    priceEur: 12_90,
    transitDays: 5,
    ...FREE_FROM,
  },
]
