/**
 * The privacy page (docs/figures.md): what the site counts about visits, what it never keeps, and what happens to what
 * visitors send. It must say what the counter does (src/server/figures/): change both together.
 */
export const privacyPage = {
  meta: {
    title: 'Privacy',
    description:
      'What this site counts about visits, what it never keeps, and what happens to the messages you send us.',
  },
  title: 'Privacy',
  intro:
    'We count visits to this site ourselves, to learn which products, documents and pages are useful. We use no ' +
    'cookies for it, no tracking script and no other company.',
  sections: [
    {
      title: 'What we count',
      items: [
        'The pages opened, with the language, the kind of device (phone, tablet or computer), the site you came from ' +
          'and the campaign named in the link, if any.',
        'Datasheet and file downloads, searches typed on this site (the words and how many results they had), ' +
          'products added to a quote list, WhatsApp clicks, and messages and requests sent.',
        'To tell visitors apart within one day, your address and browser name are turned into a code with a key that ' +
          'changes every day and is then deleted. The code cannot be turned back, and it cannot link one day to the ' +
          'next.',
      ],
    },
    {
      title: 'What we never keep',
      items: [
        'Your internet address or your full browser name: they are used for a few seconds to make the code and then ' +
          'dropped.',
        'Cookies or anything in your browser for counting. The only cookies this site sets are the ones that make a ' +
          'feature work: your quote list and comparison, and the staff sign-in.',
      ],
    },
    {
      title: 'Your choice',
      items: [
        'If your browser sends "Do Not Track" or "Global Privacy Control", nothing about your visit is counted.',
        'Automated visitors (search engines and other bots) are only counted as a number per day.',
      ],
    },
    {
      title: 'How long',
      items: [
        'Each counted event is kept for 30 days and then deleted. Daily totals (for example, 120 views of a product ' +
          'page on one day) are kept.',
        'A message, quote request or service request you send is kept to answer it and to serve you later; ask us ' +
          'and we will tell you what we hold about you or delete it.',
      ],
    },
  ],
  contactLead: 'Questions about your data:',
} as const
