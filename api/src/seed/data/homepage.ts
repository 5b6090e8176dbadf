import type { SeedBanner, SeedCarouselItem } from './types.js'

export const carouselItems: SeedCarouselItem[] = [
  {
    // The canvas offer shows a picture that prints well on canvas (test/seed/promoted-pictures.test.ts).
    imageFile: 'illustrations/sun-and-moon.svg',
    title: {
      cs: 'Vánoční akce: plátna o 15 % levněji',
      sk: 'Vianočná akcia: plátna o 15 % lacnejšie',
      de: 'Weihnachtsaktion: Leinwandbilder 15 % günstiger',
      en: 'Christmas offer: 15% off canvas prints',
    },
    // {{christmasCutOffDate}}, {{christmasCutOffTime}} and {{christmasCountries}}: the storefront
    // fills in the last payment moment (Prague time) that the checkout's delivery rule still brings
    // before Christmas, and where that holds (src/lib/christmas.ts).
    subtitle: {
      cs: 'S kódem VANOCE26 do 20. prosince 2026. Objednávky zaplacené nejpozději {{christmasCutOffDate}} do {{christmasCutOffTime}} doručíme ještě před Vánoci, a to do těchto zemí: {{christmasCountries}}.',
      sk: 'S kódom VANOCE26 do 20. decembra 2026. Objednávky zaplatené najneskôr {{christmasCutOffDate}} do {{christmasCutOffTime}} doručíme ešte pred Vianocami, a to do týchto krajín: {{christmasCountries}}.',
      de: 'Mit dem Code VANOCE26 bis 20. Dezember 2026. Bis zum {{christmasCutOffDate}}, {{christmasCutOffTime}} Uhr bezahlte Bestellungen liefern wir noch vor Weihnachten aus, und zwar in folgende Länder: {{christmasCountries}}.',
      en: 'With the code VANOCE26 until 20 December 2026. Orders paid by {{christmasCutOffTime}} on {{christmasCutOffDate}} arrive before Christmas, for delivery to {{christmasCountries}}.',
    },
    buttonLabel: { cs: 'Více o akci', sk: 'Viac o akcii', de: 'Zur Aktion', en: 'See the offer' },
    link: '/akce01',
    promotion: 'vanoce26',
  },
  {
    imageFile: 'photos/peaks-of-the-picos-de-europa.jpg',
    title: {
      cs: 'Příroda na vaší stěně',
      sk: 'Príroda na vašej stene',
      de: 'Natur für Ihre Wand',
      en: 'Bring nature to your wall',
    },
    subtitle: {
      cs: 'Hory, lesy a moře vytištěné pigmentovými inkousty, které vydrží přes 100 let.',
      sk: 'Hory, lesy a more vytlačené pigmentovými atramentmi, ktoré vydržia viac ako 100 rokov.',
      de: 'Berge, Wälder und Meer, gedruckt mit Pigmenttinten, die über 100 Jahre halten.',
      en: 'Mountains, forests and sea, printed with pigment inks that last over 100 years.',
    },
    buttonLabel: {
      cs: 'Prohlédnout přírodu',
      sk: 'Prezrieť prírodu',
      de: 'Naturmotive ansehen',
      en: 'Browse nature',
    },
    link: '/kategorie/priroda',
  },
  {
    imageFile: 'illustrations/mountains-at-dawn.svg',
    title: {
      cs: 'Abstrakce plná barev',
      sk: 'Abstrakcia plná farieb',
      de: 'Abstrakte Kunst voller Farbe',
      en: 'Abstract art full of colour',
    },
    subtitle: {
      cs: 'Geometrické tvary a plynulé barevné přechody pro moderní interiér.',
      sk: 'Geometrické tvary a plynulé farebné prechody pre moderný interiér.',
      de: 'Geometrische Formen und sanfte Farbverläufe für moderne Räume.',
      en: 'Geometric shapes and smooth colour gradients for a modern interior.',
    },
    buttonLabel: {
      cs: 'Zobrazit ilustrace',
      sk: 'Zobraziť ilustrácie',
      de: 'Illustrationen ansehen',
      en: 'See the illustrations',
    },
    link: '/kategorie/abstrakce',
  },
  {
    imageFile: 'photos/lake-at-the-blue-hour.jpg',
    title: {
      cs: 'Novinky v katalogu',
      sk: 'Novinky v katalógu',
      de: 'Neu im Katalog',
      en: 'New in the catalogue',
    },
    subtitle: {
      cs: 'Čerstvé fotografie a ilustrace českých a evropských autorů.',
      sk: 'Čerstvé fotografie a ilustrácie českých a európskych autorov.',
      de: 'Neue Fotografien und Illustrationen tschechischer und europäischer Künstlerinnen und Künstler.',
      en: 'Fresh photographs and illustrations by Czech and European artists.',
    },
    buttonLabel: {
      cs: 'Zobrazit novinky',
      sk: 'Zobraziť novinky',
      de: 'Neuheiten ansehen',
      en: 'See what’s new',
    },
    link: '/kategorie/novinky',
  },
]

export const banners: SeedBanner[] = [
  {
    imageFile: 'photos/jetty-in-the-fog.jpg',
    title: {
      cs: 'Doprava zdarma od 1 500 Kč',
      sk: 'Doprava zadarmo od 60 €',
      de: 'Kostenloser Versand ab 60 €',
      en: 'Free delivery from 60 €',
    },
    text: {
      cs: 'Objednávky od 1 500 Kč doručíme zdarma na výdejní místo i kurýrem. Osobní odběr v našem ateliéru v Praze 7 je zdarma vždy.',
      sk: 'Objednávky od 60 € doručíme zadarmo na výdajné miesto aj kuriérom. Osobný odber v našom ateliéri v Prahe 7 je zadarmo vždy.',
      de: 'Bestellungen ab 60 € liefern wir versandkostenfrei und versichert. Die Abholung in unserem Atelier in Prag 7 ist immer kostenlos.',
      en: 'Orders from 60 € are delivered free of charge and fully insured. Collection from our studio in Prague 7 is always free.',
    },
    link: '/doprava',
  },
  {
    imageFile: 'photos/anemones-in-a-meadow.jpg',
    title: {
      cs: 'Papír Fine Art v muzejní kvalitě',
      sk: 'Papier Fine Art v múzejnej kvalite',
      de: 'Fine-Art-Papier in Museumsqualität',
      en: 'Museum-quality Fine Art paper',
    },
    text: {
      cs: 'Bavlněný papír 308 g/m² s jemnou texturou a matným povrchem, na kterém vynikne černobílá fotografie i ilustrace.',
      sk: 'Bavlnený papier 308 g/m² s jemnou textúrou a matným povrchom, na ktorom vynikne čiernobiela fotografia aj ilustrácia.',
      de: 'Baumwollpapier mit 308 g/m², feiner Textur und matter Oberfläche, auf dem Schwarzweißfotos und Illustrationen besonders schön wirken.',
      en: '308 g/m² cotton rag paper with a subtle texture and a matte surface that brings out the best in black-and-white photography and illustration.',
    },
    link: '/technicke-podminky',
  },
  {
    imageFile: 'illustrations/sea-waves.svg',
    title: {
      cs: 'Vlastní rozměr i výřez',
      sk: 'Vlastný rozmer aj výrez',
      de: 'Eigene Größe, eigener Ausschnitt',
      en: 'Your own size and crop',
    },
    text: {
      cs: 'Zadejte rozměr v centimetrech a posuňte výřez tak, aby obraz vypadal na vaší stěně přesně podle vašich představ. Konfigurátor vám hned ukáže, jak ostrý tisk bude.',
      sk: 'Zadajte rozmer v centimetroch a posuňte výrez tak, aby obraz na vašej stene vyzeral presne podľa vašich predstáv. Konfigurátor vám hneď ukáže, aká ostrá bude tlač.',
      de: 'Geben Sie die Größe in Zentimetern ein und verschieben Sie den Ausschnitt, bis das Bild genau an Ihre Wand passt. Der Konfigurator zeigt sofort, wie scharf der Druck wird.',
      en: 'Enter the size in centimetres and move the crop until the picture fits your wall exactly. The configurator shows straight away how sharp the print will be.',
    },
    link: '/casto-kladene-dotazy',
  },
]

/** Categories shown as large tiles on the homepage. */
export const promotedCategories: string[] = [
  'priroda',
  'mesta-a-architektura',
  'abstrakce',
  'ilustrovane-krajiny',
]

/** Further categories recommended below the tiles. */
export const recommendedCategories: string[] = [
  'obloha-a-vesmir',
  'detaily-a-textury',
  'minimalismus',
  'novinky',
]
