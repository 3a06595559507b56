/** Pashto 404 and error pages (mirror of ../not-found.ts, decision 032). */
import type { Messages } from '../messages-type'
import { routes } from '@/lib/routes'

export const notFoundPage: Messages['notFoundPage'] = {
  code: '۴۰۴',
  title: 'اوه! پاڼه ونه موندل شوه',
  text: 'کومه پاڼه چې تاسو غوښتې ده نشته یا بل ځای ته وړل شوې ده. پته وګورئ، یا له کور پاڼې بیا پیل وکړئ.',
  home: { label: 'کور پاڼې ته ستنېدل', href: routes.home },
  meta: { title: 'پاڼه ونه موندل شوه' },
}

export const errorPage: Messages['errorPage'] = {
  title: 'یوه ستونزه پېښه شوه',
  text:
    'دا پاڼه ونه ښودل شوه. یوه شېبه وروسته بیا هڅه وکړئ؛ که ستونزه دوام وکړي، موږ ته زنګ ووهئ یا ولیکئ، ' +
    'موږ به مستقیمه مرسته درسره وکړو.',
  retry: 'بیا هڅه وکړئ',
  home: notFoundPage.home,
  reference: (digest: string) => `حواله: ${digest}`,
}
