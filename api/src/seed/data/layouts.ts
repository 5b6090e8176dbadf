import type { Prices } from '../../pricing/print-price.js'
import type { SeedLayout, SeedLayoutSize, SeedPaper } from './types.js'

/** A price from whole crowns and euros (VAT included) to minor units (hellers, cents). */
function price(czk: number, eur: number): Prices {
  return { CZK: Math.round(czk * 100), EUR: Math.round(eur * 100) }
}

/** A standard size in mm (landscape: width x height) with its list prices on the cheapest paper. */
function size(widthMm: number, heightMm: number, czk: number, eur: number): SeedLayoutSize {
  return { widthMm, heightMm, price: price(czk, eur) }
}

export const papers: SeedPaper[] = [
  {
    slug: 'lesky',
    name: { cs: 'Lesklý papír', sk: 'Lesklý papier', de: 'Glanzpapier', en: 'Glossy paper' },
    description: {
      cs: 'Fotopapír 260 g/m² se sytými barvami, vysokým kontrastem a hlubokou černou, ideální pro barevné fotografie.',
      sk: 'Fotopapier 260 g/m² so sýtymi farbami, vysokým kontrastom a hlbokou čiernou, ideálny na farebné fotografie.',
      de: 'Fotopapier mit 260 g/m², satten Farben, hohem Kontrast und tiefem Schwarz – ideal für Farbfotos.',
      en: '260 g/m² photo paper with rich colour, high contrast and deep blacks, ideal for colour photographs.',
    },
    surchargePercent: 0,
  },
  {
    slug: 'matny',
    name: { cs: 'Matný papír', sk: 'Matný papier', de: 'Mattpapier', en: 'Matte paper' },
    description: {
      cs: 'Papír 230 g/m² bez odlesků a s měkkým podáním barev, který sluší plakátům, ilustracím i černobílé fotografii.',
      sk: 'Papier 230 g/m² bez odleskov a s mäkkým podaním farieb, ktorý pristane plagátom, ilustráciám aj čiernobielej fotografii.',
      de: 'Blendfreies Papier mit 230 g/m² und weicher Farbwiedergabe, passend für Poster, Illustrationen und Schwarzweißfotos.',
      en: 'Glare-free 230 g/m² paper with softer colour that suits posters, illustrations and black-and-white photography.',
    },
    surchargePercent: 0,
  },
  {
    slug: 'satenovy',
    name: {
      cs: 'Saténový papír',
      sk: 'Saténový papier',
      de: 'Seidenglanzpapier',
      en: 'Satin paper',
    },
    description: {
      cs: 'Papír 260 g/m² s jemnou strukturou a mírným leskem: barvy téměř jako na lesklém papíře, ale s menšími odlesky, proto je to nejuniverzálnější volba pro fotografie.',
      sk: 'Papier 260 g/m² s jemnou štruktúrou a miernym leskom: farby takmer ako na lesklom papieri, no s menšími odleskami, preto je to najuniverzálnejšia voľba na fotografie.',
      de: 'Papier mit 260 g/m², feiner Struktur und leichtem Schimmer: Farben fast wie auf Glanzpapier, aber mit weniger Spiegelungen – die vielseitigste Wahl für Fotos.',
      en: '260 g/m² satin paper with a fine texture and a gentle sheen: colour almost as vivid as glossy with far less glare, the most versatile choice for photographs.',
    },
    surchargePercent: 0,
  },
  {
    slug: 'fine-art',
    name: {
      cs: 'Fine Art papír',
      sk: 'Fine Art papier',
      de: 'Fine-Art-Papier',
      en: 'Fine Art paper',
    },
    description: {
      cs: 'Bavlněný papír 308 g/m² v muzejní kvalitě s matným povrchem a jemnou texturou, který vynikne u černobílých fotografií a ilustrací (příplatek 35 %).',
      sk: 'Bavlnený papier 308 g/m² v múzejnej kvalite s matným povrchom a jemnou textúrou, ktorý vynikne pri čiernobielych fotografiách a ilustráciách (príplatok 35 %).',
      de: 'Baumwollpapier mit 308 g/m² in Museumsqualität, mit matter Oberfläche und feiner Textur – ideal für Schwarzweißfotos und Illustrationen (Aufpreis 35 %).',
      en: '308 g/m² museum-quality cotton rag paper with a matte surface and subtle texture, superb for black-and-white photography and illustration (35% surcharge).',
    },
    surchargePercent: 35,
  },
  {
    slug: 'platno',
    name: {
      cs: 'Bavlněno-polyesterové plátno',
      sk: 'Bavlnovo-polyesterové plátno',
      de: 'Baumwoll-Polyester-Leinwand',
      en: 'Cotton-polyester canvas',
    },
    description: {
      cs: 'Pevné plátno s jemnou strukturou tkaniny, které napínáme na dřevěný rám hluboký 2 cm.',
      sk: 'Pevné plátno s jemnou štruktúrou tkaniny, ktoré napíname na drevený rám hlboký 2 cm.',
      de: 'Robuste Leinwand mit feiner Gewebestruktur, die wir auf einen 2 cm tiefen Holzrahmen spannen.',
      en: 'Sturdy canvas with a fine woven texture, stretched over a 2 cm deep wooden frame.',
    },
    surchargePercent: 0,
  },
  {
    slug: 'dibond',
    name: {
      cs: 'Hliníková deska Dibond',
      sk: 'Hliníková doska Dibond',
      de: 'Aluminium-Verbundplatte Dibond',
      en: 'Dibond aluminium board',
    },
    description: {
      cs: 'Kompozitní deska o tloušťce 3 mm s hliníkovými plášti a bílým tiskovým povrchem, pevná a rovná i ve velkých rozměrech.',
      sk: 'Kompozitná doska s hrúbkou 3 mm s hliníkovými plášťami a bielym tlačovým povrchom, pevná a rovná aj vo veľkých rozmeroch.',
      de: '3 mm starke Verbundplatte mit Deckschichten aus Aluminium und weißer Druckoberfläche, stabil und plan auch in großen Formaten.',
      en: '3 mm composite board with aluminium skins and a white print surface that stays rigid and flat even at large sizes.',
    },
    surchargePercent: 0,
  },
]

/**
 * List prices, VAT included. Custom sizes: base + area (m²) x perSquareMetre; the coefficients are
 * fitted so that a custom size close to a standard one costs the same or a little more (mostly
 * 0–5 %); only the smallest sizes, above all photo prints up to 20 x 30 cm, cost noticeably more
 * as a custom size, because the standard small formats are priced below the per-area rate.
 */
export const layouts: SeedLayout[] = [
  {
    slug: 'fotografie',
    name: { cs: 'Fotografie', sk: 'Fotografia', de: 'Fotoabzug', en: 'Photo print' },
    description: {
      cs: 'Klasický fotografický tisk na lesklý, matný, saténový nebo Fine Art papír v rozměrech od 10 × 15 do 50 × 75 cm. Hodí se do alba i do rámu a vyrobíme ho do 1–2 pracovních dnů.',
      sk: 'Klasická fotografická tlač na lesklý, matný, saténový alebo Fine Art papier v rozmeroch od 10 × 15 do 50 × 75 cm. Hodí sa do albumu aj do rámu a vyrobíme ju za 1 – 2 pracovné dni.',
      de: 'Klassischer Fotodruck auf Glanz-, Matt-, Seidenglanz- oder Fine-Art-Papier von 10 × 15 bis 50 × 75 cm. Passt ins Album wie in den Bilderrahmen und ist in 1–2 Werktagen fertig.',
      en: 'A classic photographic print on glossy, matte, satin or Fine Art paper from 10 × 15 to 50 × 75 cm. Made for albums and frames alike, and ready in 1–2 working days.',
    },
    sizes: [
      size(150, 100, 12, 0.5),
      size(180, 130, 22, 0.9),
      size(210, 150, 35, 1.5),
      size(300, 200, 79, 3.4),
      size(400, 300, 179, 7.9),
      size(450, 300, 199, 8.9),
      size(600, 400, 349, 14.9),
      size(750, 500, 549, 23.9),
    ],
    minSideMm: 100,
    maxSideMm: 750,
    customPrice: { base: price(2, 0.1), perSquareMetre: price(1470, 65) },
    papers: ['lesky', 'matny', 'satenovy', 'fine-art'],
    productionDays: 2,
  },
  {
    slug: 'plakat',
    name: { cs: 'Plakát', sk: 'Plagát', de: 'Poster', en: 'Poster' },
    description: {
      cs: 'Velkoformátový tisk od 21 × 30 do 100 × 150 cm na matný, lesklý, saténový nebo Fine Art papír, do rámu i rovnou na zeď. Velké plakáty posíláme srolované v pevném tubusu.',
      sk: 'Veľkoformátová tlač od 21 × 30 do 100 × 150 cm na matný, lesklý, saténový alebo Fine Art papier, do rámu aj priamo na stenu. Veľké plagáty posielame zrolované v pevnom tubuse.',
      de: 'Großformatdruck von 21 × 30 bis 100 × 150 cm auf Matt-, Glanz-, Seidenglanz- oder Fine-Art-Papier, für den Bilderrahmen oder direkt an die Wand. Große Poster versenden wir gerollt in einer stabilen Versandrolle.',
      en: 'A large-format print from 21 × 30 to 100 × 150 cm on matte, glossy, satin or Fine Art paper, for a frame or straight onto the wall. Large posters are shipped rolled in a sturdy tube.',
    },
    sizes: [
      size(300, 210, 290, 11.9),
      size(400, 300, 390, 16.9),
      size(500, 400, 490, 20.9),
      size(700, 500, 690, 29.9),
      size(900, 600, 990, 41.9),
      size(1000, 700, 1190, 49.9),
      size(1500, 1000, 2390, 99.9),
    ],
    minSideMm: 210,
    maxSideMm: 1500,
    customPrice: { base: price(220, 9.5), perSquareMetre: price(1450, 61) },
    papers: ['matny', 'lesky', 'satenovy', 'fine-art'],
    productionDays: 2,
  },
  {
    slug: 'obraz-na-platne',
    name: { cs: 'Obraz na plátně', sk: 'Obraz na plátne', de: 'Leinwandbild', en: 'Canvas print' },
    description: {
      cs: 'Plátno napnuté na dřevěném rámu hlubokém 2 cm: na přední straně celý zvolený obrázek v objednaném rozměru, na bocích jeho zrcadlově převrácený okraj. Připravené k zavěšení. Vyrábíme ho od 20 × 20 do 120 × 180 cm.',
      sk: 'Plátno napnuté na drevenom ráme hlbokom 2 cm: na prednej strane celý zvolený obrázok v objednanom rozmere, na bokoch jeho zrkadlovo otočený okraj. Pripravené na zavesenie. Vyrábame ho od 20 × 20 do 120 × 180 cm.',
      de: 'Leinwand auf einem 2 cm tiefen Holzrahmen: vorn das gesamte gewählte Motiv im bestellten Format, auf den Seiten sein gespiegelter Rand. Fertig zum Aufhängen. Erhältlich von 20 × 20 bis 120 × 180 cm.',
      en: 'Canvas stretched over a 2 cm deep wooden frame: the whole picture you chose on the front at the size you ordered, its border mirrored onto the sides. Ready to hang. Available from 20 × 20 to 120 × 180 cm.',
    },
    sizes: [
      size(300, 300, 890, 37.9),
      size(400, 300, 990, 41.9),
      size(500, 500, 1290, 54.9),
      size(700, 500, 1490, 64.9),
      size(900, 600, 1890, 79.9),
      size(1200, 800, 2890, 119.9),
      size(1500, 1000, 3990, 169.9),
      size(1800, 1200, 5490, 229.9),
    ],
    minSideMm: 200,
    maxSideMm: 1800,
    customPrice: { base: price(750, 32), perSquareMetre: price(2230, 94) },
    papers: ['platno'],
    productionDays: 4,
    edgeMm: 20,
  },
  {
    slug: 'fotoobraz-na-hlinikove-desce',
    name: {
      cs: 'Fotoobraz na hliníkové desce',
      sk: 'Fotoobraz na hliníkovej doske',
      de: 'Fotobild auf Aluminium',
      en: 'Aluminium print',
    },
    description: {
      cs: 'Tisk na 3 mm silnou hliníkovou kompozitní desku Dibond s moderním vzhledem bez rámu a se závěsnou lištou na zadní straně. Vyrábíme ho od 20 × 20 do 100 × 150 cm.',
      sk: 'Tlač na 3 mm hrubú hliníkovú kompozitnú dosku Dibond s moderným vzhľadom bez rámu a so závesnou lištou na zadnej strane. Vyrábame ho od 20 × 20 do 100 × 150 cm.',
      de: 'Druck auf eine 3 mm starke Aluminium-Verbundplatte (Dibond) – moderne Optik ohne Rahmen, mit Aufhängeschiene auf der Rückseite. Erhältlich von 20 × 20 bis 100 × 150 cm.',
      en: 'Printed on 3 mm Dibond aluminium composite board for a modern, frameless look, with a hanging rail on the back. Available from 20 × 20 to 100 × 150 cm.',
    },
    sizes: [
      size(300, 300, 1290, 53.9),
      size(400, 300, 1490, 61.9),
      size(500, 500, 2090, 89.9),
      size(700, 500, 2590, 109.9),
      size(900, 600, 3490, 149.9),
      size(1000, 700, 4290, 179.9),
      size(1200, 800, 5590, 229.9),
      size(1500, 1000, 8290, 349.9),
    ],
    minSideMm: 200,
    maxSideMm: 1500,
    customPrice: { base: price(900, 38), perSquareMetre: price(4950, 210) },
    papers: ['dibond'],
    productionDays: 4,
  },
]
