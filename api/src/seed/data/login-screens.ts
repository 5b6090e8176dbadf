import type { SeedLoginScreen } from './types.js'

/**
 * The dialogs' side panels. They promise no Google or Facebook sign-in: a shop offers those only
 * with their keys, and the dialog then shows the buttons under an "or" itself.
 */
export const loginScreens: SeedLoginScreen[] = [
  {
    modal: 'sign-in',
    imageFile: 'photos/forest-path.jpg',
    title: { cs: 'Vítejte zpět', sk: 'Vitajte späť', de: 'Willkommen zurück', en: 'Welcome back' },
    subtitle: {
      cs: 'Přihlaste se a pokračujte tam, kde jste skončili.',
      sk: 'Prihláste sa a pokračujte tam, kde ste skončili.',
      de: 'Melden Sie sich an und machen Sie dort weiter, wo Sie aufgehört haben.',
      en: 'Sign in and pick up where you left off.',
    },
    highlightedPoints: [
      {
        cs: 'Oblíbené obrázky máte uložené na jednom místě',
        sk: 'Obľúbené obrázky máte uložené na jednom mieste',
        de: 'Ihre Favoriten gesammelt an einem Ort',
        en: 'All your favourite pictures saved in one place',
      },
      {
        cs: 'Přehled objednávek a stejný tisk objednáte znovu pár kliknutími',
        sk: 'Prehľad objednávok a rovnaký výtlačok objednáte znova niekoľkými kliknutiami',
        de: 'Bestellübersicht und Nachbestellung mit wenigen Klicks',
        en: 'Your order history, and the same print again in a few clicks',
      },
      {
        cs: 'Uložené adresy pro rychlejší dokončení nákupu',
        sk: 'Uložené adresy pre rýchlejšie dokončenie nákupu',
        de: 'Gespeicherte Adressen für einen schnelleren Bestellabschluss',
        en: 'Saved addresses for a faster checkout',
      },
    ],
  },
  {
    modal: 'registration',
    imageFile: 'photos/dandelion-clocks-in-low-sun.jpg',
    title: {
      cs: 'Založte si účet',
      sk: 'Vytvorte si účet',
      de: 'Konto erstellen',
      en: 'Create an account',
    },
    subtitle: {
      cs: 'Registrace zabere jen chvilku a stačí k ní e-mail.',
      sk: 'Registrácia trvá len chvíľu a stačí na ňu e-mail.',
      de: 'Die Registrierung dauert nur einen Moment, Ihre E-Mail-Adresse genügt.',
      en: 'Signing up only takes a moment: all you need is your email address.',
    },
    highlightedPoints: [
      {
        cs: 'Ukládejte si oblíbené obrázky a vraťte se k nim kdykoli',
        sk: 'Ukladajte si obľúbené obrázky a vráťte sa k nim kedykoľvek',
        de: 'Lieblingsmotive merken und jederzeit wiederfinden',
        en: 'Save favourite pictures and come back to them any time',
      },
      {
        cs: 'Doručovací a fakturační údaje vyplníte jen jednou',
        sk: 'Doručovacie a fakturačné údaje vyplníte iba raz',
        de: 'Liefer- und Rechnungsdaten nur einmal eingeben',
        en: 'Enter your delivery and billing details only once',
      },
      {
        cs: 'Sledujte své objednávky a oblíbený tisk objednejte znovu',
        sk: 'Sledujte svoje objednávky a obľúbený výtlačok objednajte znova',
        de: 'Bestellungen im Blick behalten und Lieblingsdrucke nachbestellen',
        en: 'Keep track of your orders and reorder a favourite print',
      },
    ],
  },
  {
    modal: 'MODAL_FORGOT_PASSWORD',
    imageFile: 'photos/forest-stream-among-rocks.jpg',
    title: {
      cs: 'Zapomněli jste heslo?',
      sk: 'Zabudli ste heslo?',
      de: 'Passwort vergessen?',
      en: 'Forgotten your password?',
    },
    subtitle: {
      cs: 'Zadejte e-mail, se kterým jste se registrovali, a pošleme vám odkaz pro nastavení nového hesla.',
      sk: 'Zadajte e-mail, s ktorým ste sa zaregistrovali, a pošleme vám odkaz na nastavenie nového hesla.',
      de: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein, und wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
      en: 'Enter the email address you registered with and we will send you a link to set a new password.',
    },
    highlightedPoints: [
      {
        cs: 'E-mail dorazí během několika minut, zkontrolujte i složku s nevyžádanou poštou',
        sk: 'E-mail príde o niekoľko minút, skontrolujte aj priečinok s nevyžiadanou poštou',
        de: 'Die E-Mail kommt in wenigen Minuten – sehen Sie auch im Spam-Ordner nach',
        en: 'The email arrives within a few minutes; check your spam folder too',
      },
      {
        cs: 'Odkaz platí 60 minut, aby ho nemohl zneužít nikdo jiný',
        sk: 'Odkaz platí 60 minút, aby ho nemohol zneužiť nikto iný',
        de: 'Der Link ist 60 Minuten gültig, damit ihn niemand sonst missbrauchen kann',
        en: 'The link is valid for 60 minutes so that nobody else can misuse it',
      },
      {
        cs: 'Heslo vám nikdy neposíláme e-mailem, nové si zvolíte sami',
        sk: 'Heslo vám nikdy neposielame e-mailom, nové si zvolíte sami',
        de: 'Passwörter verschicken wir nie per E-Mail, das neue wählen Sie selbst',
        en: 'We never send passwords by email; you choose the new one yourself',
      },
    ],
  },
  {
    modal: 'MODAL_RESET_PASSWORD',
    imageFile: 'illustrations/sunrise-gradient.svg',
    title: {
      cs: 'Nastavte si nové heslo',
      sk: 'Nastavte si nové heslo',
      de: 'Neues Passwort festlegen',
      en: 'Set a new password',
    },
    subtitle: {
      cs: 'Zvolte heslo, které jinde nepoužíváte. Po uložení se s ním můžete hned přihlásit.',
      sk: 'Zvoľte si heslo, ktoré inde nepoužívate. Po uložení sa ním môžete hneď prihlásiť.',
      de: 'Wählen Sie ein Passwort, das Sie nirgendwo sonst verwenden. Nach dem Speichern können Sie sich sofort damit anmelden.',
      en: 'Choose a password you don’t use anywhere else. Once it is saved, you can sign in with it straight away.',
    },
    highlightedPoints: [
      {
        cs: 'Delší heslo je bezpečnější: zkuste celou větu nebo několik slov',
        sk: 'Dlhšie heslo je bezpečnejšie: skúste celú vetu alebo niekoľko slov',
        de: 'Je länger, desto sicherer: Versuchen Sie es mit einem Satz oder mehreren Wörtern',
        en: 'Longer is safer: try a whole sentence or a few words',
      },
      {
        cs: 'Heslo ukládáme jen v zabezpečené podobě, nikdo z nás ho nevidí',
        sk: 'Heslo ukladáme iba v zabezpečenej podobe, nikto z nás ho nevidí',
        de: 'Wir speichern Ihr Passwort nur als Hashwert, niemand bei uns kann es sehen',
        en: 'We store your password only in protected form; nobody here can see it',
      },
      {
        cs: 'Objednávky, adresy i oblíbené obrázky zůstanou beze změny',
        sk: 'Objednávky, adresy aj obľúbené obrázky zostanú bez zmeny',
        de: 'Bestellungen, Adressen und Favoriten bleiben unverändert',
        en: 'Your orders, addresses and favourites stay just as they are',
      },
    ],
  },
]
