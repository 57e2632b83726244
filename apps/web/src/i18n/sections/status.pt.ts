// Portuguese texts of the system status page (/status). In the core bundle on purpose: the
// page is opened when something seems wrong, so it must need as few downloads as possible.
export const statusPt = {
  status: {
    title: 'Estado do sistema',
    intro: 'Se o Kumbu parecer lento ou não responder, veja aqui se o problema é do nosso lado.',
    overall: {
      operational: 'Todos os sistemas a funcionar',
      degraded: 'Alguns sistemas com problemas',
      down: 'O Kumbu está em baixo',
      checking: 'A verificar…',
    },
    unreachable: {
      title: 'Não foi possível contactar o servidor do Kumbu',
      body: 'Pode ser a sua ligação à Internet ou o nosso servidor estar em baixo. Tentamos outra vez sozinhos a cada 30 segundos.',
      offline: 'O seu aparelho está sem ligação à Internet.',
    },
    components: {
      label: 'Componentes',
      api: { name: 'Servidor (API)', description: 'Responde ao painel, ao site e ao co-piloto do WhatsApp.' },
      database: { name: 'Base de dados', description: 'Guarda os seus registos, contas e subscrições.' },
    },
    state: {
      operational: 'A funcionar',
      degraded: 'Com problemas',
      down: 'Em baixo',
      unknown: 'Sem informação',
    },
    slow: 'respondeu em {{seconds}} s',
    checkedAt: 'Verificado às {{time}}',
    neverChecked: 'Ainda não verificado',
    autoRefresh: 'Atualiza sozinho a cada 30 segundos.',
    retry: 'Verificar agora',
    checking: 'A verificar…',
    version: 'Versão {{version}}',
    machines: 'Para máquinas: {{path}} (JSON)',
  },
};
