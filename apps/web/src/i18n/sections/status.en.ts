// English texts of the system status page. Typed from the Portuguese object.
import type { statusPt } from './status.pt';

export const statusEn: typeof statusPt = {
  status: {
    title: 'System status',
    intro: 'If Kumbu seems slow or does not answer, check here whether the problem is on our side.',
    overall: {
      operational: 'All systems operational',
      degraded: 'Some systems have problems',
      down: 'Kumbu is down',
      checking: 'Checking…',
    },
    unreachable: {
      title: 'The Kumbu server could not be reached',
      body: 'Your internet connection may be down, or our server may be. We try again by ourselves every 30 seconds.',
      offline: 'Your device is not connected to the internet.',
    },
    components: {
      label: 'Components',
      api: { name: 'Server (API)', description: 'Answers the dashboard, the website and the WhatsApp co-pilot.' },
      database: { name: 'Database', description: 'Keeps your records, accounts and subscriptions.' },
    },
    state: {
      operational: 'Operational',
      degraded: 'Degraded',
      down: 'Down',
      unknown: 'No information',
    },
    slow: 'answered in {{seconds}} s',
    checkedAt: 'Checked at {{time}}',
    neverChecked: 'Not checked yet',
    autoRefresh: 'Refreshes by itself every 30 seconds.',
    retry: 'Check now',
    checking: 'Checking…',
    version: 'Version {{version}}',
    machines: 'For machines: {{path}} (JSON)',
  },
};
