// Keyword tables for the category classifier: folded (no accents, lower case) phrases with
// weights. 3 = names that settle it (a brand, "propina"); 2 = a clear word; 1 = a hint that
// loses to anything clearer. A trailing "*" matches any ending ("medicament*").
// Why weights: messages mix words ("gasóleo pro gerador" is fuel, but for the generator, so
// utilities must outweigh transport).
import { type ExpenseCategory, type IncomeCategory } from './categories';

export type KeywordTable<K extends string> = Readonly<Partial<Record<K, readonly (readonly [string, number])[]>>>;

export const EXPENSE_KEYWORDS: KeywordTable<ExpenseCategory> = {
  transport: [
    ['mechanic', 3], ['brakes', 3], ['travoes', 3], ['troca de oleo', 4], ['filtros', 2],
    ['filled up', 3], ['fill up', 3], ['tank', 2],
    ['candongueir*', 3], ['candonga', 3], ['kupapata', 3], ['moto taxi', 3], ['mototaxi', 3], ['taxi', 3], ['taxis', 3],
    ['taxista', 3], ['yango', 3], ['uber', 3], ['heetch', 3], ['azul e branco', 3], ['gasolina', 2], ['gasoleo', 2],
    ['combustivel', 2], ['abasteci', 2], ['abastecer', 2], ['estacionamento', 3], ['parque', 2], ['parking', 3],
    ['oleo do carro', 3], ['mudei oleo', 3], ['pneu*', 3], ['mecanico', 3], ['oficina', 2], ['lavagem do carro', 3],
    ['carro', 1], ['autocarro', 2], ['bus', 2], ['fuel', 2], ['gas station', 2], ['petrol', 2], ['transport*', 2],
    ['boleia', 2], ['portagem', 2], ['cab', 2], ['ride', 1],
  ],
  groceries: [
    ['bread', 2], ['milk', 2], ['eggs', 2], ['rice', 2], ['sugar', 2], ['cooking oil', 2], ['vegetables', 2],
    ['kero', 3], ['shoprite', 3], ['candando', 3], ['maxi', 3], ['alimenta angola', 3], ['jumbo', 3], ['nosso super', 3],
    ['supermercado', 3], ['mercado', 2], ['praca', 2], ['zungueira', 3], ['cantina', 2], ['talho', 3], ['compras', 1],
    ['compras do mes', 3], ['compras de casa', 3], ['pao', 2], ['leite', 2], ['arroz', 2], ['fuba', 3], ['feijao', 2],
    ['peixe', 2], ['carapau', 3], ['carne', 2], ['frango', 2], ['ovos', 2], ['acucar', 2], ['oleo', 1], ['tomate', 2],
    ['fruta', 2], ['banana', 2], ['legumes', 2], ['verduras', 2], ['garrafoes', 2], ['agua de beber', 3], ['comida', 1],
    ['groceries', 3], ['grocery', 3], ['supermarket', 3], ['food', 1],
  ],
  dining: [
    ['cafes', 2], ['pastel', 3], ['pastel de nata', 3], ['mufete', 3], ['tupuca', 4], ['pedi comida', 4],
    ['jantamos', 3], ['jantamos fora', 3], ['almocamos', 3], ['a conta deu', 2],
    ['sandes', 3], ['sumo', 2], ['roulotte', 3], ['sandwich', 3],
    ['almoco', 3], ['almocei', 3], ['almocar', 3], ['jantar', 3], ['jantei', 3], ['lanche', 3], ['pequeno almoco', 3],
    ['restaurante', 3], ['tasca', 3], ['pizza', 3], ['kfc', 3], ['hamburguer', 3], ['churrasco', 2], ['takeaway', 3],
    ['cafe', 2], ['comi', 2], ['comi fora', 3], ['prato', 1], ['lunch', 3], ['dinner', 3], ['breakfast', 3],
    ['restaurant', 3], ['dining', 3], ['snack', 2], ['coffee', 2],
  ],
  travel: [
    ['lodge', 3], ['kalandula', 3], ['resort', 3],
    ['flights', 3], ['booked flights', 3],
    ['bilhete de autocarro', 3], ['benguela', 1], ['lobito', 1], ['huambo', 1], ['lubango', 1], ['namibe', 1], ['malanje', 1], ['uige', 1], ['cabinda', 1], ['soyo', 1], ['kuito', 1], ['saurimo', 1], ['dundo', 1], ['menongue', 1], ['ondjiva', 1], ['sumbe', 1], ['ndalatando', 1], ['luena', 1],
    ['aviao', 3], ['voo', 3], ['taag', 3], ['hotel', 3], ['hospedagem', 3], ['viagem', 2], ['macon', 3],
    ['passagem de autocarro', 3], ['passagem', 2], ['bilhete de aviao', 3], ['flight', 3], ['airline', 3], ['trip', 2],
    ['pousada', 3], ['airbnb', 3],
  ],
  housing: [
    ['roof', 3], ['leaking', 2], ['telhado', 3],
    ['tinta', 3], ['pintar', 3], ['paint', 3], ['plumber', 3], ['bathroom', 3], ['leak', 3], ['canalizacao', 3],
    ['renda', 3], ['aluguer', 3], ['aluguel', 3], ['condominio', 3], ['pedreiro', 3], ['obra', 2], ['obras', 2],
    ['cimento', 2], ['canalizador', 3], ['pintura da casa', 3], ['casa', 1], ['apartamento', 2], ['rent', 3],
    ['landlord', 3], ['senhorio', 3],
  ],
  utilities: [
    ['luz', 3], ['ende', 3], ['energia', 3], ['electricidade', 3], ['eletricidade', 3], ['agua', 2], ['epal', 3],
    ['cisterna', 3], ['gerador', 4], ['gas', 2], ['botija', 3], ['electricity', 3], ['water bill', 3], ['water', 1],
    ['pagar a luz', 4], ['conta da luz', 4], ['recarga da luz', 4],
  ],
  telecom: [
    ['fibra', 3], ['fibra optica', 3], ['mensalidade da net', 3],
    ['unitel', 3], ['africell', 3], ['movicel', 3], ['saldo', 2], ['recarga', 2], ['carreguei', 2], ['internet', 3],
    ['dados', 2], ['dados moveis', 3], ['net', 2], ['tv cabo', 3], ['dstv', 3], ['zap', 3], ['airtime', 3], ['wifi', 3],
    ['data bundle', 3], ['pacote de internet', 3],
  ],
  health: [
    ['fisioterapia', 3], ['physiotherapy', 3],
    ['lab tests', 3], ['lab', 2], ['clinic', 3], ['paracetamol', 3], ['coartem', 3], ['antibiotico', 3], ['xarope', 3], ['exames', 3],
    ['farmacia', 3], ['medicament*', 3], ['remedio*', 3], ['clinica', 3], ['hospital', 3], ['consulta', 3],
    ['medico', 3], ['analises', 3], ['dentista', 3], ['paludismo', 3], ['malaria', 3], ['oculos', 3], ['pharmacy', 3],
    ['medicine', 3], ['doctor', 3], ['vacina', 3],
  ],
  education: [
    ['uniformes', 3], ['uniformes escolares', 4], ['escolares', 3],
    ['tutor', 3], ['explicacoes', 3], ['school books', 3],
    ['propina*', 4], ['escola', 3], ['colegio', 3], ['faculdade', 3], ['universidade', 3], ['livros', 2],
    ['material escolar', 3], ['explicador', 3], ['explicacao', 3], ['matricula', 3], ['curso', 3], ['uniforme', 2],
    ['school', 3], ['tuition', 3], ['school fees', 4], ['course', 2],
  ],
  payroll: [
    ['shop assistant', 4], ['jardineiro', 3], ['gardener', 3], ['baba', 3], ['nanny', 3], ['salario do', 3],
    ['moca da loja', 4], ['moco da loja', 4], ['ajudante', 3],
    ['security guard', 4], ['guard', 3], ['maid', 3], ['her salary', 3], ['his salary', 3],
    ['empregada', 3], ['funcionario*', 3], ['salarios', 3], ['ordenado da', 3], ['lavadeira', 3], ['motorista', 3],
    ['trabalhadores', 3], ['guarda', 3], ['staff', 3], ['salaries', 3], ['payroll', 3], ['wages', 3], ['ama', 2],
  ],
  taxes: [
    ['social security', 4], ['seguranca social', 4],
    ['agt', 3], ['iva', 3], ['inss', 4], ['imposto*', 3], ['irt', 3], ['taxa de circulacao', 4], ['vat', 3], ['tax', 3],
    ['taxes', 3],
  ],
  fees: [
    ['cobranca de levantamento', 4], ['levantamento no atm', 4], ['atm', 3], ['cobranca', 2],
    ['anuidade', 3], ['cartao', 2], ['annual fee', 4], ['card fee', 4], ['cobrou', 2],
    ['transfer fee', 4], ['fee', 3], ['fees', 3], ['charges', 2],
    ['comissao', 3], ['taxa bancaria', 4], ['manutencao de conta', 4], ['taxa', 2], ['bai', 2], ['bfa', 2], ['bic', 2],
    ['transferencia', 2], ['multicaixa', 2], ['bank fees', 4], ['bank fee', 4], ['bank charges', 4],
  ],
  inventory: [
    ['pra cantina', 3], ['pra padaria', 4], ['pra a padaria', 4],
    ['restocked', 4], ['restock', 4], ['wholesaler', 4], ['grossista', 4], ['armazem', 3],
    ['que vendo', 4], ['para a padaria', 4], ['sacos de farinha', 3], ['tecido', 2],
    ['para vender', 5], ['pra vender', 5], ['para revender', 5], ['to resell', 5], ['to sell', 4],
    ['mercadoria', 4], ['stock', 3], ['fornecedor', 5], ['revender', 5], ['revenda', 5], ['materia prima', 4],
    ['reposicao', 3], ['para a loja', 3], ['pra loja', 3], ['tecidos', 2], ['supplier', 4], ['stock for the shop', 4],
    ['inventory', 4], ['raw materials', 4],
  ],
  marketing: [
    ['logotipo', 4], ['oferecer aos clientes', 4], ['brindes', 4],
    ['influencer', 4], ['divulgar', 4], ['divulgacao', 4], ['promover', 3], ['promote', 3], ['boost', 3],
    ['publicidade', 4], ['anuncio', 4], ['panfletos', 4], ['flyers', 4], ['cartoes de visita', 4], ['banner', 4],
    ['spot', 3], ['patrocinio', 3], ['facebook', 2], ['instagram', 2], ['ads', 3], ['advertising', 4], ['marketing', 4],
  ],
  equipment: [
    ['berbequim', 3], ['tv', 3], ['smart tv', 3], ['polegadas', 3], ['televisao', 3],
    ['ecra', 3], ['screen', 3], ['telefone', 2],
    ['drill', 3], ['tools', 3], ['mesa', 3], ['cadeiras', 3], ['cadeira', 3], ['sofa', 3], ['cama', 3], ['furniture', 3], ['table', 2], ['chairs', 3],
    ['carregador', 3], ['charger', 3], ['phone', 2], ['tablet', 3], ['amazon', 1],
    ['portatil', 3], ['computador', 3], ['telemovel novo', 4], ['telemovel', 2], ['impressora', 3], ['conserto', 2],
    ['consertei', 2], ['arca', 3], ['congeladora', 3], ['reparacao da maquina', 4], ['maquina', 2], ['ferramentas', 3],
    ['geleira', 3], ['fogao', 3], ['laptop', 3], ['computer', 3], ['printer', 3], ['carro usado', 4], ['equipment', 3],
  ],
  leisure: [
    ['concert', 3], ['concerto', 3], ['ps5', 3], ['playstation', 3], ['game', 2], ['kizomba', 3], ['club', 2],
    ['birra', 3], ['birras', 3], ['bira', 3], ['biras', 3],
    ['cinema', 3], ['praia', 3], ['discoteca', 3], ['cerveja', 2], ['cervejas', 3], ['cuca', 3], ['bebidas', 2],
    ['festa', 3], ['netflix', 3], ['jogo', 2], ['passeio', 3], ['mussulo', 3], ['movie', 3], ['movies', 3], ['party', 3],
    ['beer', 3], ['drinks', 2], ['spotify', 3],
  ],
  personal: [
    ['cremes', 3], ['maquilhagem', 3], ['makeup', 3], ['peruca', 3], ['wig', 3],
    ['camisa', 3], ['vestido', 3], ['dress', 3], ['shirt', 3], ['calcas', 3], ['blusa', 3], ['saia', 3], ['trousers', 3], ['jeans', 3],
    ['roupa', 3], ['sapatos', 3], ['cabeleireiro', 3], ['barbeiro', 3], ['trancas', 3], ['unhas', 3], ['perfume', 3],
    ['tenis', 3], ['cabelo', 3], ['mechas', 3], ['creme', 2], ['clothes', 3], ['shoes', 3], ['haircut', 3],
  ],
  family: [
    ['casamento da', 3], ['casamento do', 3],
    ['alembamento', 4], ['parents', 3], ['pais', 2], ['wedding contribution', 4], ['wedding', 3],
    ['irma', 2], ['irmao', 2], ['sobrinh*', 2], ['avo', 2], ['sister', 2], ['brother', 2], ['nephew', 2], ['niece', 2], ['grandma', 2], ['grandmother', 2],
    ['mum', 3], ['mummy', 3], ['my mother', 3], ['my father', 3], ['my dad', 3],
    ['mama', 3], ['mae', 3], ['pai', 2], ['papa', 2], ['mesada', 3], ['obito', 3], ['komba', 3], ['funeral', 3],
    ['dizimo', 3], ['igreja', 3], ['oferta na igreja', 4], ['kota', 2], ['casamento', 2], ['familia', 1], ['mom', 3],
    ['mother', 3], ['dad', 2], ['church', 3], ['allowance', 3], ['tithe', 3],
  ],
  other: [['do bolso', 4], ['caiu me', 4], ['perdi', 4], ['lost', 4], ['seguro', 3], ['insurance', 3], ['multa', 3], ['fine', 2], ['gasosa', 3], ['pet', 4], ['pets', 4], ['racao', 4], ['dog', 3], ['cat', 3], ['cao', 3], ['gato', 3]],
};

export const INCOME_KEYWORDS: KeywordTable<IncomeCategory> = {
  salary: [
    ['premio de desempenho', 5], ['performance bonus', 5],
    ['bonus', 3], ['bonus da empresa', 4], ['payday', 4],
    ['13th month', 4], ['13º mes', 4], ['13o mes', 4], ['13 mes', 4], ['bonus', 2],['patrao', 3], ['decimo terceiro', 4], ['subsidio de ferias', 4], ['subsidio de natal', 4], ['o mes', 2], ['salario', 3], ['ordenado', 3], ['vencimento', 3], ['salary', 3], ['paycheck', 3], ['got paid', 2]],
  sales: [
    ['apurado', 3], ['apurado do dia', 4],
    ['apurei', 3], ['apuramos', 3], ['takings', 4], ['shop takings', 4],
    ['kitanda', 3], ['rendeu', 3], ['caixa do dia', 4],
    ['faturou', 3], ['facturou', 3], ['facturei', 3], ['cantina', 2], ['vendi', 3], ['vendas', 3], ['venda', 3], ['loja fez', 3], ['a loja', 2], ['faturei', 3], ['sold', 3], ['sales', 3],
  ],
  services: [
    ['instalacao', 3], ['que fiz', 3], ['das trancas', 3], ['freelance payment', 4], ['translation job', 4],
    ['site', 3], ['website', 3], ['pelo site', 4], ['fixing', 3], ['for fixing', 4], ['a uma cliente', 4], ['a um cliente', 4],
    ['biscate', 3], ['tutoring', 3], ['classes', 3], ['lessons', 3], ['traducao', 3], ['translation', 3],
    ['design', 3], ['logo', 3], ['fotos', 3], ['fotografei', 3], ['fotografia', 3], ['explicacoes', 3], ['aulas', 3], ['arranjar', 3], ['arranjei', 3], ['reparei', 3], ['consertei', 3], ['biscato', 3], ['servico', 3], ['consultoria', 3], ['cliente', 2], ['trabalho', 2], ['explicacao', 3],
    ['freelance', 3], ['consulting', 3], ['client', 2], ['job', 2],
  ],
  investment: [
    ['juros', 3], ['dividendos', 3], ['inquilino', 3], ['renda', 3], ['deposito a prazo', 3], ['interest', 3],
    ['dividends', 3], ['tenant', 3], ['rental', 3],
  ],
  gift: [
    ['avo', 2], ['tia', 2], ['tio', 2], ['mae', 2], ['pai', 2], ['grandma', 2], ['uncle', 2], ['aunt', 2], ['grandmother', 2], ['parents', 2],
    ['oferta', 3], ['aniversario', 3], ['birthday', 3],
    ['prenda', 3], ['presente', 3], ['padrinho', 3], ['madrinha', 3], ['deu-me', 2], ['deu me', 2], ['mandou', 2],
    ['gift', 3], ['present', 3],
  ],
  other_income: [['rifa', 4], ['premio', 3], ['raffle', 4], ['prize', 4], ['lottery', 4], ['lotaria', 4], ['bingo', 4], ['won', 3], ['cobranca indevida', 4], ['reembolso', 4], ['refund', 4]],
};
