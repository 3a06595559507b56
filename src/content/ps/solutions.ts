/**
 * Pashto solutions copy (mirror of ../solutions.ts, decision 032): the /solutions index and the seven solution pages.
 * Structure that is not copy (image files and sizes, the catalogue categories each page lists) is read from the
 * English pages, so the two cannot drift; only the words are written here.
 */
import type { Messages } from '../messages-type'
import { contactHref, routes } from '@/lib/routes'

export const solutionsIndex: Messages['solutionsIndex'] = {
  meta: {
    title: 'حل لارې',
    description:
      'په افغانستان کې د سروې، ساختمان، دقیقې کرنې او کان کیندنې لپاره د موقعیت ټاکلو، سکن او څارنې حل لارې.',
  },
  benefitsLabel: 'مهمې ګټې',
  applicationsLabel: 'کارونې',
  exploreLabel: 'حل لاره وګورئ',
}

export const solutionPageLabels: Messages['solutionPageLabels'] = {
  benefits: 'ګټې',
  applications: 'کارونې',
  equipment: 'سپارښتل شوي تجهیزات',
  equipmentIntro: 'زموږ له کتلاګ څخه هغه کټګورۍ او محصولات چې په دې کار کې کارول کېږي.',
  productCountSuffix: 'محصولات',
  contactOurExperts: { label: 'له متخصصینو سره مو اړیکه ونیسئ', href: routes.contact },
  ctaTitle: 'خپله پروژه له یوه متخصص سره پلان کړئ',
  ctaText:
    'د ساحې، اړین دقت او خپل مهال‌وېش په اړه راته ووایئ؛ موږ به د یوې سپارښتنې او د بیې د وړاندیز سره ځواب درکړو.',
  requestQuote: { label: 'د بیې وړاندیز وغواړئ', href: contactHref({ subject: 'quote-request' }) },
  backToSolutions: { label: 'ټولې حل لارې', href: routes.solutions },
  notFound: 'د حل لارې کټګوري ونه موندل شوه',
  notFoundText: 'په دې پته کې موږ د حل لارې هېڅ پاڼه نه لرو. ټول هغه صنعتونه وګورئ چې موږ ورته خدمت کوو.',
}
