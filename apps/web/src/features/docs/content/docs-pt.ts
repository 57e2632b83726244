// Documentation in Portuguese. Keep it short and true to what the product does today;
// docs-en.ts mirrors it block for block (a test compares the two shapes).
import { type DocsContent } from './docs-content-types';

export const docsPt: DocsContent = {
  overview: {
    title: 'Visão geral',
    lead: 'O Kumbu é um co-piloto financeiro para Angola: regista e organiza o seu dinheiro por mensagem no WhatsApp e mostra tudo, em kwanzas, num painel web.',
    blocks: [
      {
        heading: 'O que o Kumbu faz',
        items: [
          'Regista receitas, despesas, dívidas e empréstimos a partir de mensagens simples.',
          'Junta extratos bancários, exportações de dinheiro móvel, recibos e mensagens num só lugar.',
          'Categoriza os movimentos, reconcilia contas e prevê a tesouraria em kwanzas.',
          'Acompanha orçamentos e metas e envia resumos semanais e mensais por e-mail.',
        ],
      },
      {
        heading: 'Para quem',
        paragraphs: [
          'Para particulares que querem saber para onde vai o dinheiro, para pequenos negócios e fundadores, e para equipas financeiras que precisam de relatórios sem folhas de cálculo soltas.',
        ],
      },
      {
        heading: 'Planos',
        paragraphs: [
          'Básico 7 000 Kz, Standard 13 000 Kz e Pro 20 000 Kz por mês, por organização; o plano Ilimitado é sob consulta. A faturação anual custa 10 mensalidades. Todas as contas começam com 7 dias grátis, sem cartão.',
          'Se o teste terminar sem pagamento, não perde os seus dados: a conta passa ao uso gratuito de 50 transações registadas por mês.',
        ],
      },
      {
        heading: 'Idiomas e moeda',
        paragraphs: [
          'O Kumbu fala português (por omissão) e inglês. A moeda padrão é o kwanza (AOA); também aceita dólares (USD) e euros (EUR), guardados na moeda original.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacidade e segurança',
    lead: 'Os seus dados financeiros são seus. Guardamos apenas o necessário para o serviço funcionar e nunca os vendemos.',
    blocks: [
      {
        heading: 'Que dados guardamos',
        items: [
          'Conta: nome, e-mail, número de WhatsApp e idioma preferido.',
          'Registos financeiros que nos envia: valor, moeda, tipo, categoria, parte, descrição, notas e data.',
          'As mensagens e ficheiros necessários para criar esses registos.',
        ],
      },
      {
        heading: 'Onde ficam',
        paragraphs: [
          'Tudo fica na sua conta, na nossa própria base de dados PostgreSQL. Não usamos bases de dados de terceiros para os seus registos. Cada pedido ao servidor só acede aos dados da conta com sessão iniciada.',
        ],
      },
      {
        heading: 'Pagamentos',
        paragraphs: [
          'Os números de cartão e os códigos CVC nunca chegam à nossa base de dados nem aos nossos registos. Guardamos apenas a marca do cartão, os últimos 4 dígitos e a referência do processador de pagamentos.',
        ],
      },
      {
        heading: 'Sessão e navegador',
        paragraphs: [
          'O site usa um cookie de sessão para manter a sessão iniciada e guarda no navegador apenas o idioma escolhido (kumbu.lang). Não usamos cookies de publicidade.',
        ],
      },
      {
        heading: 'Eliminação',
        paragraphs: [
          'Pode pedir a eliminação da conta a qualquer momento; os seus dados pessoais e registos são apagados. Veja «Eliminação de dados» para saber como.',
        ],
      },
    ],
  },
  terms: {
    title: 'Termos de utilização',
    lead: 'Ao usar o Kumbu aceita estes termos. Escrevemo-los para serem lidos.',
    blocks: [
      {
        heading: 'O serviço',
        paragraphs: [
          'O Kumbu ajuda a registar, organizar e analisar as suas finanças. As análises e previsões são informativas e não substituem aconselhamento financeiro, fiscal ou jurídico profissional.',
        ],
      },
      {
        heading: 'A sua conta',
        items: [
          'Mantenha a senha em segredo; é responsável pela atividade da sua conta.',
          'Use um número de WhatsApp e um e-mail que lhe pertençam.',
          'O Kumbu nunca lhe pede a senha nem o número do cartão por WhatsApp.',
        ],
      },
      {
        heading: 'Planos, teste e pagamentos',
        items: [
          'Preços em kwanzas, por organização e por mês; a faturação anual custa 10 mensalidades.',
          'Cada conta nova tem 7 dias de teste grátis, sem pagamento.',
          'Reembolsos podem ser pedidos até 7 dias após o pagamento.',
          'Os registos de pagamento são guardados durante 7 anos, como exige a contabilidade.',
        ],
      },
      {
        heading: 'Uso justo',
        paragraphs: [
          'O plano Básico inclui até 40 pedidos por dia no WhatsApp; os planos superiores são ilimitados com uso justo. Sem plano pago, aplicam-se 50 transações por mês e 100 pedidos por hora (1 000 por dia).',
        ],
      },
      {
        heading: 'Fim do serviço e alterações',
        paragraphs: [
          'Pode deixar de usar o Kumbu e eliminar a conta quando quiser. Se estes termos mudarem, avisamos por e-mail antes de as alterações entrarem em vigor.',
        ],
      },
    ],
  },
  'data-deletion': {
    title: 'Eliminação de dados',
    lead: 'Pode eliminar a sua conta e os seus dados a qualquer momento.',
    blocks: [
      {
        heading: 'Como eliminar',
        items: [
          'Em Definições, na zona de perigo, carregue em «Eliminar conta» e confirme com «Sim». A conta é eliminada de imediato e a sessão termina.',
          'Sem acesso à conta? Envie um e-mail para suporte@kumbu.ao a partir do e-mail da conta, com o assunto «Eliminar conta». Confirmamos o pedido por resposta a esse e-mail, para ter a certeza de que é o titular, e só depois eliminamos.',
        ],
      },
      {
        heading: 'O que é apagado',
        items: [
          'O perfil: nome, e-mail, número de WhatsApp e preferências.',
          'Todos os registos: transações, dívidas e empréstimos.',
          'As mensagens e ficheiros enviados ao Kumbu e as sessões abertas.',
        ],
      },
      {
        heading: 'O que fica',
        paragraphs: [
          'Os registos de pagamento são guardados durante 7 anos por obrigação contabilística, separados da sua identidade.',
        ],
      },
    ],
  },
  api: {
    title: 'API',
    lead: 'O painel web usa uma API JSON no mesmo domínio, em /api. A sessão é um cookie criado ao iniciar sessão.',
    blocks: [
      {
        heading: 'Formato das respostas',
        paragraphs: [
          'Todas as respostas têm a mesma forma. O idioma das mensagens de erro segue o cabeçalho Accept-Language (pt ou en).',
        ],
        code: '{ "success": true, "status": 200, "data": { … } }\n{ "success": false, "status": 403, "error": "…", "code": "email-not-verified" }',
      },
      {
        heading: 'Conta',
        items: [
          'POST /api/account/sign-in — corpo { email, password }; devolve o utilizador e cria a sessão. E-mail por verificar: 403 com o código email-not-verified.',
          'POST /api/account/sign-out — termina a sessão.',
          'GET /api/account/me — utilizador e perfil da sessão atual; 401 sem sessão.',
        ],
      },
      {
        heading: 'Registos',
        items: [
          'GET /api/records?collection=transactions|debts|loansGiven&start=AAAA-MM-DD&end=AAAA-MM-DD&limit=50&cursor=… — lista paginada, mais recentes primeiro; sem collection devolve as três. Devolve { items, nextCursor }.',
          'Cada registo tem id, collection, type, amountCents, amount (texto decimal exato), currency (AOA, USD ou EUR), category, party, description, notes, date, createdAt e updatedAt.',
          'Um intervalo acima de 365 dias devolve 400 com o código range-too-large.',
        ],
      },
      {
        heading: 'Atualizações ao vivo',
        paragraphs: [
          'GET /api/records/stream é um fluxo Server-Sent Events. O evento ready chega quando a ligação está pronta; cada evento record traz { op: "upsert" | "delete", id, collection, record? }. Ao religar, o navegador envia Last-Event-ID e recebe o que perdeu.',
        ],
      },
      {
        heading: 'Estado do sistema',
        paragraphs: ['GET /api/health devolve { status: "ok", database: "ok" } quando o servidor e a base de dados estão a funcionar.'],
      },
    ],
  },
  'user-guide': {
    title: 'Guia do utilizador',
    lead: 'Fale com o Kumbu como fala com uma pessoa. Uma mensagem, um registo.',
    blocks: [
      {
        heading: 'Criar a conta',
        paragraphs: ['Há dois caminhos e os dois criam a mesma conta, com 7 dias grátis e sem cartão.'],
        items: [
          'No WhatsApp: diga olá ao Kumbu e abra a ligação que ele envia. O assistente pede o idioma, o plano, o nome, o e-mail e uma senha, e confirma o seu número com um código de 6 dígitos enviado por SMS.',
          'No site: carregue em «Entrar», depois em «Criar conta», e preencha nome completo, nome de utilizador, WhatsApp, e-mail e senha.',
          'Nos dois casos, abra a ligação que enviamos para o seu e-mail antes de entrar no painel. Esqueceu a senha? Use «Esqueceu a senha?» na janela de entrada.',
        ],
      },
      {
        heading: 'A sua conta',
        items: [
          'Em Definições muda o e-mail: a mudança só vale depois de abrir a ligação enviada para o novo endereço, para que um erro de escrita não o deixe sem acesso.',
          'Também em Definições muda a senha (as sessões abertas noutros aparelhos terminam), escolhe os relatórios semanais e mensais por e-mail e pode eliminar a conta.',
        ],
      },
      {
        heading: 'Registar por mensagem',
        items: [
          '«gastei 5 mil no candongueiro» — despesa de 5 000 Kz em Transporte.',
          '«recebi 220 mil de salário» — receita de 220 000 Kz.',
          '«paguei 15 000 de propina» — despesa em Educação.',
          '«emprestei 20 mil ao João» — empréstimo concedido ao João.',
          '«o João devolveu 10 mil» — reembolso recebido do João.',
          '«peguei 50 mil emprestados à Maria» e depois «paguei 25 mil à Maria» — dívida contraída e dívida paga.',
        ],
      },
      {
        heading: 'Valores e moedas',
        paragraphs: [
          'Pode escrever «5 mil», «5000», «5.000 Kz» ou «5 000,50». Sem moeda indicada, o valor é em kwanzas; para dólares ou euros escreva, por exemplo, «20 USD» ou «15 euros».',
        ],
      },
      {
        heading: 'Perguntar',
        items: ['«quanto gastei este mês?»', '«quanto entrou esta semana?»', '«quanto me deve o João?»'],
      },
      {
        heading: 'No painel web',
        paragraphs: [
          'Entre com o seu e-mail e senha e abra o Painel. Escolha o período (este mês, mês passado, trimestre, ano até hoje, ou as suas próprias datas até um ano) para ver receitas, despesas, saldo líquido e empréstimos por receber, os gráficos e a lista de transações. O que registar no WhatsApp aparece no painel ao vivo.',
          'Os separadores mostram só receitas, despesas, dívidas ou empréstimos concedidos; Análises mostra médias, gasto mensal projetado, taxa de poupança, categorias e os seus melhores e piores dias. Em Dívidas e Empréstimos concedidos, escolha uma pessoa para ver tudo o que há entre vocês.',
          '«Adicionar registo» regista um movimento a partir da web; cada linha pode ser editada ou eliminada, e uma eliminação pode ser anulada durante alguns segundos. «Exportar CSV» descarrega o que o separador e o período mostram, pronto para o Excel.',
        ],
      },
    ],
  },
  whatsapp: {
    title: 'WhatsApp',
    lead: 'O WhatsApp é a forma principal de usar o Kumbu: não há nada para instalar.',
    blocks: [
      {
        heading: 'Começar',
        items: [
          'Toque em «Começar no WhatsApp» neste site; abre uma conversa com o Kumbu já com uma saudação escrita.',
          'Envie a mensagem e siga as perguntas para criar a conta.',
          'Guarde o contacto para o encontrar depressa.',
        ],
      },
      {
        heading: 'O que pode enviar',
        items: [
          'Texto, em todos os planos.',
          'Mensagens de voz e ficheiros PDF, a partir do plano Standard.',
          'Fotos de recibos, lidas automaticamente no plano Pro.',
        ],
      },
      {
        heading: 'Segurança',
        paragraphs: [
          'O Kumbu nunca pede a sua senha, códigos de verificação nem números de cartão por WhatsApp. Se alguém os pedir em nome do Kumbu, não responda e avise o suporte.',
        ],
      },
      {
        heading: 'Limites',
        paragraphs: [
          'No plano Básico pode fazer até 40 pedidos por dia; nos outros planos o uso é ilimitado, com uso justo. Relatórios semanais e mensais chegam por e-mail.',
        ],
      },
    ],
  },
  support: {
    title: 'Suporte',
    lead: 'Estamos aqui para ajudar, em português ou em inglês.',
    blocks: [
      {
        heading: 'Contacto',
        items: ['E-mail: suporte@kumbu.ao', 'WhatsApp: escreva na conversa com o Kumbu e peça para falar com o suporte.'],
      },
      {
        heading: 'Para respondermos mais depressa',
        items: [
          'Escreva a partir do e-mail da sua conta.',
          'Diga o que tentou fazer, o que aconteceu e quando.',
          'Se puder, junte uma captura de ecrã.',
        ],
      },
      {
        heading: 'Segurança',
        paragraphs: ['Nunca lhe pediremos a senha. Se suspeitar de acesso indevido à sua conta, escreva-nos de imediato.'],
      },
    ],
  },
};
