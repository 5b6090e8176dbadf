import type { SeedCategory } from './types.js'

/**
 * The demo catalogue's categories, in top-bar order (FOTO, ILUSTRACE, AKCE).
 * `shortName` is the dropdown label; the two characters backslash-n mark a line break.
 */
export const categories: SeedCategory[] = [
  // FOTO
  {
    group: 'FOTO',
    slug: 'priroda',
    name: { cs: 'Příroda', sk: 'Príroda', de: 'Natur', en: 'Nature' },
    shortName: { cs: 'Příroda', sk: 'Príroda', de: 'Natur', en: 'Nature' },
    description: {
      cs: 'Fotografie hor, lesů, vody a květin, které vnesou do interiéru klid a přírodní barvy. Každý snímek vám vytiskneme jako fotografii, plakát, obraz na plátně nebo fotoobraz na hliníkové desce.',
      sk: 'Fotografie hôr, lesov, vody a kvetov, ktoré vnesú do interiéru pokoj a prírodné farby. Každú snímku vám vytlačíme ako fotografiu, plagát, obraz na plátne alebo fotoobraz na hliníkovej doske.',
      de: 'Fotografien von Bergen, Wäldern, Wasser und Blumen, die Ruhe und natürliche Farben in Ihre Räume bringen. Jedes Motiv drucken wir als Fotoabzug, Poster, Leinwandbild oder Fotobild auf Aluminium.',
      en: 'Photographs of mountains, forests, water and flowers that bring calm and natural colour into your home. Every image can be printed as a photo print, poster, canvas or aluminium print.',
    },
    subcategories: [
      {
        slug: 'hory',
        name: { cs: 'Hory', sk: 'Hory', de: 'Berge', en: 'Mountains' },
        description: {
          cs: 'Zasněžené štíty, horské hřebeny a údolí v ranním světle pro ty, kdo mají rádi výhledy.',
          sk: 'Zasnežené štíty, horské hrebene a doliny v rannom svetle pre tých, ktorí majú radi výhľady.',
          de: 'Verschneite Gipfel, Bergkämme und Täler im Morgenlicht für alle, die weite Ausblicke lieben.',
          en: 'Snowy peaks, mountain ridges and valleys in the morning light for anyone who loves a view.',
        },
      },
      {
        slug: 'lesy-a-stromy',
        name: {
          cs: 'Lesy a stromy',
          sk: 'Lesy a stromy',
          de: 'Wälder und Bäume',
          en: 'Forests and trees',
        },
        description: {
          cs: 'Mlžné lesy, osamělé stromy a hra světla v korunách, které působí klidně v obývacím pokoji i v ložnici.',
          sk: 'Hmlisté lesy, osamelé stromy a hra svetla v korunách, ktoré pôsobia pokojne v obývacej izbe aj v spálni.',
          de: 'Neblige Wälder, einzelne Bäume und Lichtspiele in den Baumkronen, die im Wohn- wie im Schlafzimmer beruhigend wirken.',
          en: 'Misty woods, solitary trees and light playing through the canopy, as calming in a living room as in a bedroom.',
        },
      },
      {
        slug: 'voda-a-more',
        name: { cs: 'Voda a moře', sk: 'Voda a more', de: 'Wasser und Meer', en: 'Water and sea' },
        description: {
          cs: 'Mořské pobřeží, vlny, jezera a řeky zachycené v sytých modrých i jemných pastelových tónech.',
          sk: 'Morské pobrežie, vlny, jazerá a rieky zachytené v sýtych modrých aj jemných pastelových tónoch.',
          de: 'Meeresküsten, Wellen, Seen und Flüsse in satten Blautönen ebenso wie in zarten Pastellfarben.',
          en: 'Coastlines, waves, lakes and rivers captured in deep blues as well as soft pastel tones.',
        },
      },
      {
        slug: 'kvetiny-a-rostliny',
        name: {
          cs: 'Květiny a rostliny',
          sk: 'Kvety a rastliny',
          de: 'Blumen und Pflanzen',
          en: 'Flowers and plants',
        },
        description: {
          cs: 'Květy, listy a traviny v detailu i v celé kráse, které do místnosti přinesou svěží barvy.',
          sk: 'Kvety, listy a trávy v detaile aj v celej kráse, ktoré do miestnosti prinesú svieže farby.',
          de: 'Blüten, Blätter und Gräser im Detail und in voller Pracht, die frische Farben in den Raum bringen.',
          en: 'Blossoms, leaves and grasses, close up and in full bloom, that bring fresh colour into a room.',
        },
      },
    ],
  },
  {
    group: 'FOTO',
    slug: 'mesta-a-architektura',
    name: {
      cs: 'Města a architektura',
      sk: 'Mestá a architektúra',
      de: 'Städte und Architektur',
      en: 'Cities and architecture',
    },
    // A one-letter word must not end a line in Czech and Slovak typography, hence "Města\na architektura".
    shortName: {
      cs: 'Města\\na architektura',
      sk: 'Mestá\\na architektúra',
      de: 'Städte und\\nArchitektur',
      en: 'Cities and\\narchitecture',
    },
    description: {
      cs: 'Ulice, panoramata měst, mosty a výrazná architektura od historických staveb po moderní linie. Vyberte si motiv a vytiskněte ho jako fotografii, plakát, obraz na plátně nebo fotoobraz na hliníkové desce.',
      sk: 'Ulice, panorámy miest, mosty a výrazná architektúra od historických stavieb po moderné línie. Vyberte si motív a vytlačte ho ako fotografiu, plagát, obraz na plátne alebo fotoobraz na hliníkovej doske.',
      de: 'Straßen, Stadtpanoramen, Brücken und markante Architektur von historischen Bauten bis zu modernen Linien. Wählen Sie ein Motiv und lassen Sie es als Fotoabzug, Poster, Leinwandbild oder Fotobild auf Aluminium drucken.',
      en: 'Streets, city skylines, bridges and striking architecture, from historic buildings to clean modern lines. Choose an image and have it printed as a photo print, poster, canvas or aluminium print.',
    },
    subcategories: [
      {
        slug: 'mesta',
        name: { cs: 'Města', sk: 'Mestá', de: 'Städte', en: 'Cities' },
        description: {
          cs: 'Městské ulice, nábřeží a panoramata ve dne i v noci, od Prahy po velká evropská města.',
          sk: 'Mestské ulice, nábrežia a panorámy cez deň aj v noci, od Prahy po veľké európske mestá.',
          de: 'Straßen, Uferpromenaden und Stadtpanoramen bei Tag und bei Nacht, von Prag bis zu den großen Metropolen Europas.',
          en: 'Streets, riverbanks and skylines by day and by night, from Prague to the great cities of Europe.',
        },
      },
      {
        slug: 'architektura',
        name: { cs: 'Architektura', sk: 'Architektúra', de: 'Architektur', en: 'Architecture' },
        description: {
          cs: 'Fasády, schodiště, klenby a moderní stavby, v nichž hlavní roli hraje tvar, rytmus a světlo.',
          sk: 'Fasády, schodiská, klenby a moderné stavby, v ktorých hlavnú úlohu hrá tvar, rytmus a svetlo.',
          de: 'Fassaden, Treppenhäuser, Gewölbe und moderne Bauten, bei denen Form, Rhythmus und Licht die Hauptrolle spielen.',
          en: 'Facades, staircases, vaults and modern buildings where shape, rhythm and light take centre stage.',
        },
      },
    ],
  },
  {
    group: 'FOTO',
    slug: 'obloha-a-vesmir',
    name: {
      cs: 'Obloha a vesmír',
      sk: 'Obloha a vesmír',
      de: 'Himmel und Weltall',
      en: 'Sky and space',
    },
    shortName: {
      cs: 'Obloha\\na vesmír',
      sk: 'Obloha\\na vesmír',
      de: 'Himmel und\\nWeltall',
      en: 'Sky and space',
    },
    description: {
      cs: 'Západy slunce, dramatická oblaka, noční obloha plná hvězd a Mléčná dráha. Každou fotografii vytiskneme na papír jako fotografii nebo plakát, na plátno nebo na hliníkovou desku.',
      sk: 'Západy slnka, dramatické oblaky, nočná obloha plná hviezd a Mliečna dráha. Každú fotografiu vytlačíme na papier ako fotografiu alebo plagát, na plátno alebo na hliníkovú dosku.',
      de: 'Sonnenuntergänge, dramatische Wolken, ein Nachthimmel voller Sterne und die Milchstraße. Jedes Foto drucken wir auf Papier als Fotoabzug oder Poster, auf Leinwand oder auf eine Aluminiumplatte.',
      en: 'Sunsets, dramatic clouds, night skies full of stars and the Milky Way. Every photograph can be printed on paper as a photo print or poster, on canvas or on aluminium board.',
    },
    subcategories: [
      {
        slug: 'zapady-slunce',
        name: { cs: 'Západy slunce', sk: 'Západy slnka', de: 'Sonnenuntergänge', en: 'Sunsets' },
        description: {
          cs: 'Teplé večerní světlo nad krajinou, mořem i městem, které dodá stěně hřejivou atmosféru.',
          sk: 'Teplé večerné svetlo nad krajinou, morom aj mestom, ktoré dodá stene hrejivú atmosféru.',
          de: 'Warmes Abendlicht über Landschaft, Meer und Stadt, das jeder Wand eine behagliche Stimmung verleiht.',
          en: 'Warm evening light over the countryside, the sea and the city that gives any wall a cosy glow.',
        },
      },
      {
        slug: 'noc-a-hvezdy',
        name: {
          cs: 'Noc a hvězdy',
          sk: 'Noc a hviezdy',
          de: 'Nacht und Sterne',
          en: 'Night and stars',
        },
        description: {
          cs: 'Hvězdná obloha, Mléčná dráha a noční krajiny, které nejlépe vyniknou na lesklém papíře nebo hliníku.',
          sk: 'Hviezdna obloha, Mliečna dráha a nočné krajiny, ktoré najlepšie vyniknú na lesklom papieri alebo hliníku.',
          de: 'Sternenhimmel, Milchstraße und nächtliche Landschaften, die auf Glanzpapier oder Aluminium am besten zur Geltung kommen.',
          en: 'Starry skies, the Milky Way and night landscapes that look their best on glossy paper or aluminium.',
        },
      },
    ],
  },
  {
    group: 'FOTO',
    slug: 'detaily-a-textury',
    name: {
      cs: 'Detaily a textury',
      sk: 'Detaily a textúry',
      de: 'Details und Texturen',
      en: 'Details and textures',
    },
    shortName: {
      cs: 'Detaily\\na textury',
      sk: 'Detaily\\na textúry',
      de: 'Details und\\nTexturen',
      en: 'Details and\\ntextures',
    },
    description: {
      cs: 'Struktura dřeva, kamene a písku, kapky vody a drobné detaily přírody zblízka. Motivy jako stvořené pro minimalistický interiér vytiskneme jako fotografii, plakát, obraz na plátně nebo fotoobraz na hliníkové desce.',
      sk: 'Štruktúra dreva, kameňa a piesku, kvapky vody a drobné detaily prírody zblízka. Motívy ako stvorené pre minimalistický interiér vytlačíme ako fotografiu, plagát, obraz na plátne alebo fotoobraz na hliníkovej doske.',
      de: 'Maserungen von Holz, Stein und Sand, Wassertropfen und kleine Details der Natur aus nächster Nähe. Wie geschaffen für minimalistische Räume: Wir drucken jedes Motiv als Fotoabzug, Poster, Leinwandbild oder Fotobild auf Aluminium.',
      en: 'The grain of wood, stone and sand, drops of water and the small details of nature seen up close. A natural fit for minimalist interiors: every image can be printed as a photo print, poster, canvas or aluminium print.',
    },
    subcategories: [
      {
        slug: 'textury',
        name: { cs: 'Textury', sk: 'Textúry', de: 'Texturen', en: 'Textures' },
        description: {
          cs: 'Dřevo, kámen, písek, omítka či led jako klidné pozadí pro moderní i rustikální interiér.',
          sk: 'Drevo, kameň, piesok, omietka či ľad ako pokojné pozadie pre moderný aj rustikálny interiér.',
          de: 'Holz, Stein, Sand, Putz oder Eis als ruhiger Hintergrund für moderne wie rustikale Räume.',
          en: 'Wood, stone, sand, plaster or ice as a calm backdrop for modern and rustic interiors alike.',
        },
      },
      {
        slug: 'makro',
        name: { cs: 'Makro', sk: 'Makro', de: 'Makrofotografie', en: 'Macro' },
        description: {
          cs: 'Makrofotografie květů, hmyzu, rosy a dalších detailů, které pouhým okem snadno přehlédnete.',
          sk: 'Makrofotografie kvetov, hmyzu, rosy a ďalších detailov, ktoré voľným okom ľahko prehliadnete.',
          de: 'Makroaufnahmen von Blüten, Insekten, Tautropfen und anderen Details, die dem bloßen Auge leicht entgehen.',
          en: 'Macro shots of blossoms, insects, dew and other details that are easy to miss with the naked eye.',
        },
      },
    ],
  },

  // ILUSTRACE
  {
    group: 'ILUSTRACE',
    slug: 'abstrakce',
    name: { cs: 'Abstrakce', sk: 'Abstrakcia', de: 'Abstrakte Kunst', en: 'Abstract art' },
    shortName: { cs: 'Abstrakce', sk: 'Abstrakcia', de: 'Abstrakte Kunst', en: 'Abstract art' },
    description: {
      cs: 'Abstraktní ilustrace z geometrických tvarů a barevných přechodů, které oživí moderní interiér. Každou vytiskneme jako fotografii, plakát, obraz na plátně nebo fotoobraz na hliníkové desce.',
      sk: 'Abstraktné ilustrácie z geometrických tvarov a farebných prechodov, ktoré oživia moderný interiér. Každú vytlačíme ako fotografiu, plagát, obraz na plátne alebo fotoobraz na hliníkovej doske.',
      de: 'Abstrakte Illustrationen aus geometrischen Formen und Farbverläufen, die moderne Räume beleben. Jedes Motiv drucken wir als Fotoabzug, Poster, Leinwandbild oder Fotobild auf Aluminium.',
      en: 'Abstract illustrations built from geometric shapes and colour gradients that bring a modern interior to life. Each one can be printed as a photo print, poster, canvas or aluminium print.',
    },
    subcategories: [
      {
        slug: 'geometricke-tvary',
        name: {
          cs: 'Geometrické tvary',
          sk: 'Geometrické tvary',
          de: 'Geometrische Formen',
          en: 'Geometric shapes',
        },
        description: {
          cs: 'Kruhy, oblouky a čisté plochy v promyšlených barevných kombinacích.',
          sk: 'Kruhy, oblúky a čisté plochy v premyslených farebných kombináciách.',
          de: 'Kreise, Bögen und klare Flächen in durchdachten Farbkombinationen.',
          en: 'Circles, arcs and clean planes in carefully chosen colour combinations.',
        },
      },
      {
        slug: 'barevne-prechody',
        name: {
          cs: 'Barevné přechody',
          sk: 'Farebné prechody',
          de: 'Farbverläufe',
          en: 'Colour gradients',
        },
        description: {
          cs: 'Plynulé přechody barev od jemných pastelů po syté tóny, které díky dvanáctibarevnému tisku nemají viditelné skoky.',
          sk: 'Plynulé prechody farieb od jemných pastelov po sýte tóny, ktoré vďaka dvanásťfarebnej tlači nemajú viditeľné skoky.',
          de: 'Sanfte Farbverläufe von zarten Pastelltönen bis zu kräftigen Farben, dank Zwölffarbendruck ohne sichtbare Abstufungen.',
          en: 'Smooth blends from soft pastels to rich tones, printed in twelve colours so there is no visible banding.',
        },
      },
    ],
  },
  {
    group: 'ILUSTRACE',
    slug: 'ilustrovane-krajiny',
    name: {
      cs: 'Ilustrované krajiny',
      sk: 'Ilustrované krajiny',
      de: 'Illustrierte Landschaften',
      en: 'Illustrated landscapes',
    },
    shortName: {
      cs: 'Ilustrované\\nkrajiny',
      sk: 'Ilustrované\\nkrajiny',
      de: 'Illustrierte\\nLandschaften',
      en: 'Illustrated\\nlandscapes',
    },
    description: {
      cs: 'Hory, moře a východy slunce převedené do jednoduchých tvarů a klidných barev, které se hodí i do dětského pokoje. Každou ilustraci vytiskneme jako fotografii, plakát, obraz na plátně nebo fotoobraz na hliníkové desce.',
      sk: 'Hory, more a východy slnka prevedené do jednoduchých tvarov a pokojných farieb, ktoré sa hodia aj do detskej izby. Každú ilustráciu vytlačíme ako fotografiu, plagát, obraz na plátne alebo fotoobraz na hliníkovej doske.',
      de: 'Berge, Meer und Sonnenaufgänge in einfachen Formen und ruhigen Farben, die auch ins Kinderzimmer passen. Jede Illustration drucken wir als Fotoabzug, Poster, Leinwandbild oder Fotobild auf Aluminium.',
      en: 'Mountains, seas and sunrises reduced to simple shapes and calm colours that suit a nursery as well as a living room. Every illustration can be printed as a photo print, poster, canvas or aluminium print.',
    },
    subcategories: [
      {
        slug: 'ilustrovane-hory',
        name: {
          cs: 'Ilustrované hory',
          sk: 'Ilustrované hory',
          de: 'Illustrierte Berge',
          en: 'Illustrated mountains',
        },
        description: {
          cs: 'Horská panoramata a vrcholy ve zjednodušených tvarech a vrstvách barev.',
          sk: 'Horské panorámy a vrcholy v zjednodušených tvaroch a vrstvách farieb.',
          de: 'Bergpanoramen und Gipfel in vereinfachten Formen und geschichteten Farbflächen.',
          en: 'Mountain panoramas and peaks drawn in simplified shapes and layers of colour.',
        },
      },
      {
        slug: 'ilustrovane-more',
        name: {
          cs: 'Ilustrované moře',
          sk: 'Ilustrované more',
          de: 'Illustriertes Meer',
          en: 'Illustrated seascapes',
        },
        description: {
          cs: 'Vlny, pobřeží a slunce nad hladinou v klidných ilustracích, které připomenou léto.',
          sk: 'Vlny, pobrežie a slnko nad hladinou v pokojných ilustráciách, ktoré pripomenú leto.',
          de: 'Wellen, Küsten und die Sonne über dem Wasser in ruhigen Illustrationen, die an den Sommer erinnern.',
          en: 'Waves, shores and the sun over the water in calm illustrations that bring back summer.',
        },
      },
    ],
  },
  {
    group: 'ILUSTRACE',
    slug: 'minimalismus',
    name: { cs: 'Minimalismus', sk: 'Minimalizmus', de: 'Minimalismus', en: 'Minimalism' },
    shortName: { cs: 'Minimalismus', sk: 'Minimalizmus', de: 'Minimalismus', en: 'Minimalism' },
    description: {
      cs: 'Jednoduché linie, hodně prostoru a tlumené barvy pro čistý a vzdušný interiér. Ilustrace vám vytiskneme jako fotografii, plakát, obraz na plátně nebo fotoobraz na hliníkové desce.',
      sk: 'Jednoduché línie, veľa priestoru a tlmené farby pre čistý a vzdušný interiér. Ilustrácie vám vytlačíme ako fotografiu, plagát, obraz na plátne alebo fotoobraz na hliníkovej doske.',
      de: 'Einfache Linien, viel Freiraum und gedeckte Farben für klare, luftige Räume. Die Illustrationen drucken wir als Fotoabzug, Poster, Leinwandbild oder Fotobild auf Aluminium.',
      en: 'Simple lines, plenty of space and muted colours for a clean, airy interior. The illustrations can be printed as a photo print, poster, canvas or aluminium print.',
    },
    subcategories: [
      {
        slug: 'jednoduche-linie',
        name: {
          cs: 'Jednoduché linie',
          sk: 'Jednoduché línie',
          de: 'Einfache Linien',
          en: 'Simple line art',
        },
        description: {
          cs: 'Kresby z několika tahů, které vyniknou na matném papíře nebo papíře Fine Art.',
          sk: 'Kresby z niekoľkých ťahov, ktoré vyniknú na matnom papieri alebo papieri Fine Art.',
          de: 'Zeichnungen aus wenigen Strichen, die auf Mattpapier oder Fine-Art-Papier besonders gut wirken.',
          en: 'Drawings made of a few strokes that look their best on matte or Fine Art paper.',
        },
      },
    ],
  },

  // AKCE
  {
    group: 'AKCE',
    slug: 'vanocni-akce',
    name: {
      cs: 'Vánoční akce',
      sk: 'Vianočná akcia',
      de: 'Weihnachtsaktion',
      en: 'Christmas offer',
    },
    shortName: {
      cs: 'Vánoční akce',
      sk: 'Vianočná akcia',
      de: 'Weihnachtsaktion',
      en: 'Christmas offer',
    },
    description: {
      cs: 'Od 22. listopadu do 20. prosince 2026 jsou s kódem VANOCE26 všechny obrazy na plátně o 15 % levnější a objednávky zaplacené do 15. prosince doručíme v Česku i na Slovensku ještě před Vánoci. Motivy vám vytiskneme také jako fotografii, plakát nebo fotoobraz na hliníkové desce.',
      sk: 'Od 22. novembra do 20. decembra 2026 sú s kódom VANOCE26 všetky obrazy na plátne o 15 % lacnejšie a objednávky zaplatené do 15. decembra doručíme v Česku aj na Slovensku ešte pred Vianocami. Motívy vám vytlačíme aj ako fotografiu, plagát alebo fotoobraz na hliníkovej doske.',
      de: 'Vom 22. November bis 20. Dezember 2026 sind alle Leinwandbilder mit dem Code VANOCE26 um 15 % günstiger, und bis 15. Dezember bezahlte Bestellungen liefern wir in Tschechien und der Slowakei noch vor Weihnachten. Die Motive drucken wir auch als Fotoabzug, Poster oder Fotobild auf Aluminium.',
      en: 'From 22 November to 20 December 2026 every canvas print is 15% off with the code VANOCE26, and orders paid by 15 December arrive in the Czech Republic and Slovakia before Christmas. The images can also be printed as a photo print, poster or aluminium print.',
    },
    subcategories: [
      {
        slug: 'platna-se-slevou',
        name: {
          cs: 'Plátna se slevou',
          sk: 'Plátna so zľavou',
          de: 'Leinwandbilder mit Rabatt',
          en: 'Canvas prints on offer',
        },
        description: {
          cs: 'Motivy, které na plátně vypadají nejlépe, nyní s kódem VANOCE26 o 15 % levněji až do 20. prosince 2026.',
          sk: 'Motívy, ktoré na plátne vyzerajú najlepšie, teraz s kódom VANOCE26 o 15 % lacnejšie až do 20. decembra 2026.',
          de: 'Motive, die auf Leinwand am schönsten wirken, mit dem Code VANOCE26 bis 20. Dezember 2026 um 15 % günstiger.',
          en: 'The images that look best on canvas, now 15% off with the code VANOCE26 until 20 December 2026.',
        },
      },
    ],
  },
  {
    group: 'AKCE',
    slug: 'novinky',
    name: { cs: 'Novinky', sk: 'Novinky', de: 'Neuheiten', en: 'New arrivals' },
    shortName: { cs: 'Novinky', sk: 'Novinky', de: 'Neuheiten', en: 'New arrivals' },
    description: {
      cs: 'Nejnovější fotografie a ilustrace českých a evropských autorů, které jsme právě přidali do katalogu. Každou vám vytiskneme jako fotografii, plakát, obraz na plátně nebo fotoobraz na hliníkové desce.',
      sk: 'Najnovšie fotografie a ilustrácie českých a európskych autorov, ktoré sme práve pridali do katalógu. Každú vám vytlačíme ako fotografiu, plagát, obraz na plátne alebo fotoobraz na hliníkovej doske.',
      de: 'Die neuesten Fotografien und Illustrationen tschechischer und europäischer Künstlerinnen und Künstler, frisch in unserem Katalog. Jedes Motiv drucken wir als Fotoabzug, Poster, Leinwandbild oder Fotobild auf Aluminium.',
      en: 'The latest photographs and illustrations by Czech and European artists, just added to our catalogue. Every image can be printed as a photo print, poster, canvas or aluminium print.',
    },
    subcategories: [
      {
        slug: 'nove-fotografie',
        name: {
          cs: 'Nové fotografie',
          sk: 'Nové fotografie',
          de: 'Neue Fotografien',
          en: 'New photographs',
        },
        description: {
          cs: 'Čerstvé přírůstky do katalogu fotografií, od krajin po městské detaily.',
          sk: 'Čerstvé prírastky do katalógu fotografií, od krajín po mestské detaily.',
          de: 'Neu im Fotokatalog: von Landschaften bis zu Details aus der Stadt.',
          en: 'Fresh additions to our photography catalogue, from landscapes to city details.',
        },
      },
      {
        slug: 'nove-ilustrace',
        name: {
          cs: 'Nové ilustrace',
          sk: 'Nové ilustrácie',
          de: 'Neue Illustrationen',
          en: 'New illustrations',
        },
        description: {
          cs: 'Nově přidané ilustrace, abstrakce a minimalistické motivy pro moderní interiér.',
          sk: 'Novo pridané ilustrácie, abstrakcie a minimalistické motívy pre moderný interiér.',
          de: 'Neu hinzugekommene Illustrationen, abstrakte und minimalistische Motive für moderne Räume.',
          en: 'Newly added illustrations, abstract pieces and minimalist designs for a modern interior.',
        },
      },
    ],
  },
]
