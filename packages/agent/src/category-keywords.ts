// Keyword tables for the category classifier: folded (no accents, lower case) phrases with
// weights. 3 = names that settle it (a brand, "propina"); 2 = a clear word; 1 = a hint that
// loses to anything clearer. A trailing "*" matches any ending ("medicament*").
// Why weights: messages mix words ("gasóleo pro gerador" is fuel, but for the generator, so
// utilities must outweigh transport).
import { type ExpenseCategory, type IncomeCategory } from './categories';

export type KeywordTable<K extends string> = Readonly<Partial<Record<K, readonly (readonly [string, number])[]>>>;

export const EXPENSE_KEYWORDS: KeywordTable<ExpenseCategory> = {
  transport: [
    ['gasoleo pro camiao', 7], ['gasoleo para o camiao', 7], ['diesel for the truck', 7], ['fuel for the truck', 7], ['seguro do camiao', 7], ['seguro da viatura', 7], ['seguro anual do', 5], ['vehicle insurance', 7], ['truck insurance', 7],
    // The car's oil, not cooking oil: "troquei o óleo", "mudança de óleo".
    ['troquei o oleo', 7], ['mudei o oleo', 7], ['mudar o oleo', 7], ['mudanca de oleo', 7], ['troca de oleo', 7], ['trocar o oleo', 7], ['oleo do motor', 6], ['oleo de motor', 6], ['engine oil', 6],
    // Moving goods and hired cars: "frete do camião", "car hire", "boat ride".
    ['frete', 3], ['fretes', 3], ['car hire', 5], ['car rental', 5], ['hired a car', 5], ['boat ride', 4], ['levar a mercadoria', 5], ['transportar a mercadoria', 5], ['transporte da mercadoria', 5],
    // A vehicle's papers: "renovei o livrete e a carta"; the fleet of a transport business.
    ['livrete', 4], ['carta de conducao', 4], ['titulo de propriedade', 3], ['hiaces', 3], ['matricula', 2],
    // What a vehicle costs, whatever the vehicle: "seguro da carrinha", "peças das viaturas", "inspeção do camião".
    ...[
      'seguro da carro', 'seguro do carro', 'pecas da carro', 'pecas do carro', 'pecas das carro', 'pecas dos carro', 'inspecao da carro', 'inspecao do carro', 'manutencao da carro', 'manutencao do carro', 'manutencao das carro', 'manutencao dos carro', 'revisao da carro', 'revisao do carro', 'seguro da viatura', 'seguro do viatura', 'pecas da viatura', 'pecas do viatura', 'pecas das viatura', 'pecas dos viatura', 'inspecao da viatura', 'inspecao do viatura', 'manutencao da viatura', 'manutencao do viatura', 'manutencao das viatura', 'manutencao dos viatura', 'revisao da viatura', 'revisao do viatura', 'seguro da viaturas', 'seguro do viaturas', 'pecas da viaturas', 'pecas do viaturas', 'pecas das viaturas', 'pecas dos viaturas', 'inspecao da viaturas', 'inspecao do viaturas', 'manutencao da viaturas', 'manutencao do viaturas', 'manutencao das viaturas', 'manutencao dos viaturas', 'revisao da viaturas', 'revisao do viaturas', 'seguro da mota', 'seguro do mota', 'pecas da mota', 'pecas do mota', 'pecas das mota', 'pecas dos mota', 'inspecao da mota', 'inspecao do mota', 'manutencao da mota', 'manutencao do mota', 'manutencao das mota', 'manutencao dos mota', 'revisao da mota', 'revisao do mota', 'seguro da moto', 'seguro do moto', 'pecas da moto', 'pecas do moto', 'pecas das moto', 'pecas dos moto', 'inspecao da moto', 'inspecao do moto', 'manutencao da moto', 'manutencao do moto', 'manutencao das moto', 'manutencao dos moto', 'revisao da moto', 'revisao do moto', 'seguro da carrinha', 'seguro do carrinha', 'pecas da carrinha', 'pecas do carrinha', 'pecas das carrinha', 'pecas dos carrinha', 'inspecao da carrinha', 'inspecao do carrinha', 'manutencao da carrinha', 'manutencao do carrinha', 'manutencao das carrinha', 'manutencao dos carrinha', 'revisao da carrinha', 'revisao do carrinha', 'seguro da camiao', 'seguro do camiao', 'pecas da camiao', 'pecas do camiao', 'pecas das camiao', 'pecas dos camiao', 'inspecao da camiao', 'inspecao do camiao', 'manutencao da camiao', 'manutencao do camiao', 'manutencao das camiao', 'manutencao dos camiao', 'revisao da camiao', 'revisao do camiao', 'seguro da taxi', 'seguro do taxi', 'pecas da taxi', 'pecas do taxi', 'pecas das taxi', 'pecas dos taxi', 'inspecao da taxi', 'inspecao do taxi', 'manutencao da taxi', 'manutencao do taxi', 'manutencao das taxi', 'manutencao dos taxi', 'revisao da taxi', 'revisao do taxi', 'seguro da hiace', 'seguro do hiace', 'pecas da hiace', 'pecas do hiace', 'pecas das hiace', 'pecas dos hiace', 'inspecao da hiace', 'inspecao do hiace', 'manutencao da hiace', 'manutencao do hiace', 'manutencao das hiace', 'manutencao dos hiace', 'revisao da hiace', 'revisao do hiace', 'seguro da candongueiro', 'seguro do candongueiro', 'pecas da candongueiro', 'pecas do candongueiro', 'pecas das candongueiro', 'pecas dos candongueiro', 'inspecao da candongueiro', 'inspecao do candongueiro', 'manutencao da candongueiro', 'manutencao do candongueiro', 'manutencao das candongueiro', 'manutencao dos candongueiro', 'revisao da candongueiro', 'revisao do candongueiro',
      'van insurance', 'truck insurance', 'van repair', 'truck repair', 'vehicle insurance', 'vehicle inspection', 'vehicle maintenance',
    ].map((phrase) => [phrase, 6] as const),
    ['inspecao', 3], ['carrinha', 2], ['viaturas', 2], ['viatura', 2],
    // A vehicle's insurance, parts and towing are what the vehicle costs (issue 16: they were "other").
    ['seguro do carro', 6], ['seguro automovel', 6], ['seguro da viatura', 6], ['seguro da mota', 6], ['seguro da moto', 6], ['car insurance', 6], ['motor insurance', 6],
    ['pecas do carro', 5], ['pecas da viatura', 5], ['pecas da mota', 5], ['car parts', 5], ['spare parts', 4], ['reboque', 4], ['tow truck', 4], ['towing', 4],
    ['hiace', 3], ['tcul', 3], ['oil change', 4], ['toll', 2], ['catamara', 2], ['barco', 2], ['ferry', 2],
    // Fuel stations, car parts and repairs, motorbikes.
    ['pumangol', 3], ['sonangol', 3], ['totalenergies', 3], ['bomba de gasolina', 3], ['posto de abastecimento', 3], ['diesel', 2], ['litros de gasolina', 4],
    ['amortecedor*', 3], ['embraiagem', 3], ['bateria do carro', 4], ['pastilhas', 3], ['radiador', 3], ['escape', 2], ['alinhamento', 3], ['balanceamento', 3],
    ['chaparia', 3], ['bate chapa', 3], ['car wash', 3], ['revisao do carro', 4], ['car repair', 4], ['garage', 3], ['tyre*', 3], ['tire', 3], ['tires', 3],
    ['car', 2], ['cars', 2], ['mota', 2], ['moto', 2], ['motorizada', 2],
    ['bolt', 3], ['indrive', 3], ['allo taxi', 3], ['corrida de', 2], ['bus fare', 3], ['carrinha', 1],
    ['mechanic', 3], ['brakes', 3], ['travoes', 3], ['troca de oleo', 4], ['filtros', 2],
    ['filled up', 3], ['fill up', 3], ['tank', 2],
    ['candongueir*', 3], ['candonga', 3], ['kupapata', 3], ['moto taxi', 3], ['mototaxi', 3], ['taxi', 3], ['taxis', 3],
    ['taxista', 3], ['yango', 3], ['uber', 3], ['heetch', 3], ['azul e branco', 3], ['gasolina', 2], ['gasoleo', 2],
    ['combustivel', 2], ['abasteci', 2], ['abastecer', 2], ['estacionamento', 3], ['parque', 2], ['parking', 3],
    ['oleo do carro', 3], ['mudei oleo', 3], ['pneu*', 3], ['mecanico', 3], ['oficina', 2], ['lavagem do carro', 3],
    ['carro', 1], ['autocarro', 2], ['bus', 2], ['fuel', 2], ['gas station', 2], ['petrol', 2], ['transport*', 2],
    ['boleia', 2], ['portagem', 2], ['cab', 2], ['ride', 1],
    // Brazilian Portuguese: "ônibus pra Viana".
    ['onibus', 2],
  ],
  groceries: [
    ['rancho', 3], ['cesta basica', 3], ['bolachas', 3], ['bolacha', 3], ['detergente', 2], ['sabao', 2], ['lixivia', 2], ['papel higienico', 3], ['hortalicas', 2], ['cenoura*', 2], ['pepino*', 2], ['alface', 2],
    ['abacate*', 2], ['laranja*', 2], ['ananas', 2], ['maracuja', 2], ['mamao', 2], ['limao', 2], ['limoes', 2], ['goiaba*', 2], ['manga', 1], ['mangas', 1],
    // Staples, fish, meat, vegetables and the supermarket chains of Luanda.
    ['kitaba', 3], ['ginguba', 3], ['jinguba', 3], ['amendoim', 3], ['mandioca', 2], ['bombo', 3], ['batata*', 2], ['cebola*', 2], ['alho', 2], ['couve', 2], ['repolho', 2],
    ['gimboa', 3], ['quiabo', 3], ['farinha', 2], ['massa', 1], ['esparguete', 3], ['sal', 1], ['manteiga', 2], ['margarina', 2], ['queijo', 2], ['iogurte*', 2], ['fiambre', 2],
    ['cacusso', 3], ['corvina', 3], ['garoupa', 3], ['pargo', 3], ['sardinha*', 3], ['bagre', 3], ['peixe seco', 3], ['camarao', 2], ['lulas', 2], ['atum', 2], ['chouri*', 2], ['salsicha*', 2],
    ['coxas', 2], ['asas de frango', 3], ['carne de vaca', 3], ['carne de porco', 3], ['cabrito', 2], ['galinha', 2], ['mao de vaca', 3], ['chicken', 2], ['beef', 2], ['pork', 2], ['fish', 2], ['meat', 2],
    ['tomatoes', 2], ['onions', 2], ['potatoes', 2], ['flour', 2], ['beans', 2], ['fruit', 2], ['market', 2], ['mercearia', 3], ['minimercado', 3], ['mini mercado', 3],
    ['deskontao', 3], ['intermarket', 3], ['poupa la', 3], ['casa dos frescos', 3], ['spar', 3], ['angomart', 3], ['arreiou', 3],
    ['garrafas de agua', 3], ['garrafa de agua', 3], ['agua mineral', 3], ['agua pura', 3], ['pack de agua', 3], ['bottled water', 3],
    ['bread', 2], ['milk', 2], ['eggs', 2], ['rice', 2], ['sugar', 2], ['cooking oil', 2], ['vegetables', 2],
    ['kero', 3], ['shoprite', 3], ['candando', 3], ['maxi', 3], ['alimenta angola', 3], ['jumbo', 3], ['nosso super', 3],
    ['supermercado', 3], ['mercado', 2], ['praca', 2], ['zungueira', 3], ['cantina', 2], ['talho', 3], ['compras', 1],
    ['compras do mes', 3], ['compras de casa', 3], ['pao', 2], ['paes', 2], ['leite', 2], ['arroz', 2], ['fuba', 3], ['feijao', 2],
    ['peixe', 2], ['carapau', 3], ['carne', 2], ['frango', 2], ['ovos', 2], ['acucar', 2], ['oleo', 1], ['tomate', 2],
    ['fruta', 2], ['banana', 2], ['legumes', 2], ['verduras', 2], ['garrafoes', 2], ['agua de beber', 3], ['comida', 1],
    ['groceries', 3], ['grocery', 3], ['supermarket', 3], ['food', 1],
    // Abroad and at home: "the weekly shop at Pingo Doce", "peixe fresco na praia", "um saco de arroz",
    // bread and butter "pro pequeno almoço" (bought for meals at home, not eaten out).
    // A bakery and salt cod are bought to eat at home (wine beside the cod does not make it a night out).
    ['padaria', 1], ['bacalhau', 2],
    ['weekly shop', 4], ['pingo doce', 3], ['continente', 3], ['lidl', 3], ['peixe fresco', 3], ['saco de arroz', 3], ['pro pequeno almoco', 3], ['para o pequeno almoco', 3],
  ],
  dining: [
    ['lanchei', 5], ['lanchamos', 5], ['jantei', 4], ['jantamos', 4], ['almocamos', 4],
    ['nando s', 4],
    // Street snacks and a bar tab: "ginguba e bombo assado na rua", "settled my bar tab".
    ['ginguba', 3], ['bombo assado', 4], ['bar tab', 5], ['tab at the bar', 5],
    // Snacks bought out: "gasosa e bolinhos com os colegas".
    ['bolinhos', 3], ['salgados', 3], ['no intervalo', 2],
    ['the bill was', 2], ['the bill came', 2], ['a conta foi', 2],
    // A bill shared at a table: "split the bill at Lookal", "rachei a conta".
    ['split the bill', 3], ['rachei a conta', 3], ['rachamos a conta', 3], ['dividimos a conta', 3],
    ['calulu', 3], ['muamba', 3], ['moamba', 3], ['kitchen', 1],
    // Street food, fast food and eating out.
    ['churrasqueira', 4], ['frango assado', 4], ['grelhado*', 3], ['shawarma', 4], ['kebab', 3], ['pizza*', 3], ['hamburguer*', 3], ['burger*', 3], ['prego', 2], ['bifana', 3],
    ['sushi', 3], ['gelado*', 2], ['ice cream', 3], ['pastelaria', 3], ['esplanada', 3], ['refeica*', 3], ['meal', 3], ['take away', 3], ['fast food', 3], ['hot dog', 3],
    ['cachorro quente', 3], ['mcdonalds', 3], ['dominos', 3], ['nandos', 3], ['galito', 3], ['eating out', 4], ['comer fora', 4], ['comida fora', 4], ['comida de fora', 4], ['comida de rua', 4], ['comida na rua', 4], ['street food', 4], ['refeicao fora', 4], ['refeicoes fora', 4], ['almoco fora', 4], ['jantar fora', 4], ['food out', 4], ['ate out', 4],
    ['cafes', 2], ['pastel', 3], ['pastel de nata', 3], ['mufete', 3], ['tupuca', 4], ['pedi comida', 4],
    ['jantamos', 3], ['jantamos fora', 3], ['almocamos', 3], ['a conta deu', 2],
    ['sandes', 3], ['sumo', 2], ['roulotte', 3], ['sandwich', 3],
    ['almoco', 3], ['almocei', 3], ['almocar', 3], ['jantar', 3], ['jantei', 3], ['lanche', 3], ['pequeno almoco', 3],
    ['restaurante', 3], ['tasca', 3], ['pizza', 3], ['kfc', 3], ['hamburguer', 3], ['churrasco', 2], ['takeaway', 3],
    ['cafe', 2], ['comi', 2], ['comi fora', 3], ['prato', 1], ['lunch', 3], ['dinner', 3], ['breakfast', 3],
    ['restaurant', 3], ['dining', 3], ['snack', 2], ['coffee', 2],
  ],
  travel: [
    // Long-distance coaches: "autocarro da SGO p Menongue", "bilhete da Macon".
    ['macon', 5], ['sgo', 5], ['ango real', 5], ['angoreal', 5], ['interprovincial', 4], ['bilhete de autocarro', 4], ['autocarro pra', 2], ['autocarro para', 2],
    ['lodge', 3], ['kalandula', 3], ['resort', 3],
    ['flights', 3], ['booked flights', 3],
    // A coach ticket: with a province named ("bilhete do autocarro pra Benguela", "bus ticket to Huambo") it
    // outweighs "autocarro"/"bus"; a town bus fare alone ties and stays transport (first in the table).
    ['bilhete de autocarro', 3], ['bilhete do autocarro', 2], ['bus ticket to', 2], ['benguela', 1], ['lobito', 1], ['huambo', 1], ['lubango', 1], ['namibe', 1], ['malanje', 1], ['uige', 1], ['cabinda', 1], ['soyo', 1], ['kuito', 1], ['saurimo', 1], ['dundo', 1], ['menongue', 1], ['ondjiva', 1], ['sumbe', 1], ['ndalatando', 1], ['luena', 1],
    ['aviao', 3], ['voo', 3], ['taag', 3], ['hotel', 3], ['hospedagem', 3], ['viagem', 2], ['macon', 3],
    ['passagem de autocarro', 3], ['passagem', 2], ['bilhete de aviao', 3], ['flight', 3], ['airline', 3], ['trip', 2],
    ['pousada', 3], ['airbnb', 3],
    ['train tickets', 4], ['train ticket', 4], ['comboio', 3], ['train', 2],
  ],
  housing: [
    ['condo fee', 5], ['condo fees', 5],
    ['builder', 3], ['mason', 3], ['carpenter', 3], ['welder', 3], ['handyman', 3], ['electrician', 3], ['painter', 2], ['fechadura', 3], ['torneira', 3], ['azulejo*', 3], ['mosaico*', 3],
    ['porta', 2], ['janela*', 2], ['renovacao', 3],
    ['condominium', 4], ['electricista', 3], ['eletricista', 3], ['serralheiro', 3], ['carpinteiro', 3], ['chapas de zinco', 3], ['zinco', 2], ['tijolo*', 3], ['blocos', 2], ['areia', 2],
    ['roof', 3], ['leaking', 2], ['telhado', 3],
    ['tinta', 3], ['pintar', 3], ['paint', 3], ['plumber', 3], ['bathroom', 3], ['leak', 3], ['canalizacao', 3],
    ['renda', 3], ['aluguer', 3], ['aluguel', 3], ['condominio', 3], ['pedreiro', 3], ['obra', 2], ['obras', 2],
    ['cimento', 2], ['canalizador', 3], ['pintura da casa', 3], ['casa', 1], ['apartamento', 2], ['rent', 3],
    ['landlord', 3], ['senhorio', 3],
    // Building and painting at home, in English: "3 bags of cement for the wall", "repainting the living room".
    ['cement', 2], ['repaint*', 3], ['painting', 1], ['living room', 1],
  ],
  utilities: [
    ['genny', 4],
    // Fuel bought for the generator is power, not transport.
    ['para o gerador', 4], ['pro gerador', 4], ['do gerador', 3], ['for the generator', 4], ['generator fuel', 4],
    ['recarga de energia', 4], ['contador da luz', 4], ['credelec', 3],
    ['generator', 4], ['gas de cozinha', 4], ['cooking gas', 4],
    // A fine from the water or power company is part of that bill (outweighs "multa" of other).
    ['multa da epal', 5], ['multa da ende', 5],
    ['luz', 3], ['ende', 3], ['energia', 3], ['electricidade', 3], ['eletricidade', 3], ['agua', 2], ['epal', 3],
    ['cisterna', 3], ['gerador', 4], ['gas', 2], ['botija', 3], ['electricity', 3], ['water bill', 3], ['water', 1],
    // Water delivered by truck fills the house tank (not a car's).
    ['water truck', 5], ['water tanker', 5], ['camiao cisterna', 5], ['camiao da agua', 5],
    ['pagar a luz', 4], ['recarga de luz', 4], ['conta da luz', 4], ['recarga da luz', 4],
  ],
  telecom: [
    // Airtime bought as "crédito": "crédito pro telefone", "crédito da Unitel".
    ...['pro telefone', 'para o telefone', 'do telefone', 'de telefone', 'pro telemovel', 'do telemovel', 'pro celular', 'do celular', 'da unitel', 'unitel', 'da africell', 'da movicel']
      .map((what) => [`credito ${what}`, 6] as const),
    ['phone credit', 5], ['credito de telefone', 5], ['credito do telefone', 5], ['airtime top up', 4], ['top up', 3], ['topped up', 3], ['saldo pro telefone', 4], ['saldo para o telefone', 4],
    ['gotv', 3], ['starlink', 3], ['angola telecom', 3],
    ['bundle', 3], ['pacote de dados', 3], ['megas', 3], ['gigas', 3], ['tv box', 3], ['canal plus', 3],
    ['fibra', 3], ['fibra optica', 3], ['mensalidade da net', 3],
    ['unitel', 3], ['africell', 3], ['movicel', 3], ['saldo', 2], ['recarga', 2], ['carreguei', 2], ['internet', 3],
    ['dados', 2], ['dados moveis', 3], ['net', 2], ['tv cabo', 3], ['dstv', 3], ['zap', 3], ['airtime', 3], ['wifi', 3],
    ['data bundle', 3], ['pacote de internet', 3],
    // A TV subscription, not a TV set.
    ['tv package', 5], ['mensalidade da tv', 5], ['mensalidade de tv', 5], ['assinatura da tv', 5], ['pacote da tv', 5], ['pacote de tv', 5], ['tv subscription', 5],
    // "recarga da TV" tops up the TV service; "comprei data" is mobile data in street English.
    ['recarga da tv', 5], ['recarga de tv', 5], ['tv recharge', 5], ['comprei data', 3], ['bought data', 3], ['mobile data', 3], ['data plan', 3],
  ],
  health: [
    ['consultation', 5], ['the consultation', 6], ['consulta medica', 5],
    ['therapy', 5], ['therapist', 5], ['terapia', 5], ['psicologo', 5], ['psicologa', 5], ['psychologist', 5], ['fisioterapia', 5], ['physio', 5],
    ['exame de vista', 5], ['oculos', 3], ['glasses', 2],
    // Chronic illness and medicines by name: "anti-hipertensivo, Amlodipina", "insulina".
    ['hipertens*', 4], ['anti hipertens*', 4], ['tensao alta', 4], ['diabetes', 4], ['insulina', 4], ['comprimidos', 3], ['xarope', 3], ['antibiotico*', 4], ['paracetamol', 4], ['amoxicilina', 4], ['ibuprofeno', 4], ['amlodipina', 4], ['metformina', 4], ['vacina*', 3], ['analises', 3],
    ['seguro de saude', 6], ['health insurance', 6], ['seguro medico', 6], ['medical insurance', 6],
    ['ibuprofeno', 3], ['amoxicilina', 3], ['vitamina*', 3], ['optica', 3], ['lentes', 2], ['maternidade', 3], ['parto', 3], ['pediatra', 3], ['ginecologista', 3], ['otorrino', 3],
    ['exame de sangue', 4], ['exame medico', 4], ['blood test', 4], ['dentist', 3], ['dental', 3], ['raio x', 3], ['x ray', 3], ['radiografia', 3], ['ecografia', 3], ['tac', 2], ['enfermeir*', 3], ['injec*', 3], ['soro', 3], ['curativo', 3],
    ['laboratorio', 3], ['psicolog*', 3], ['fisioterapeuta', 3], ['oculista', 3], ['pills', 3], ['meds', 3], ['chemist', 3], ['teste de malaria', 4],
    ['fisioterapia', 3], ['physiotherapy', 3],
    ['lab tests', 3], ['lab', 2], ['clinic', 3], ['paracetamol', 3], ['coartem', 3], ['antibiotico', 3], ['xarope', 3], ['exames', 3],
    ['farmacia', 3], ['medicament*', 3], ['remedio*', 3], ['clinica', 3], ['hospital', 3], ['consulta', 3],
    ['medico', 3], ['analises', 3], ['dentista', 3], ['paludismo', 3], ['malaria', 3], ['oculos', 3], ['pharmacy', 3],
    ['medicine', 3], ['doctor', 3], ['vacina', 3],
    // Creams and check-ups are care too (insurance, health or not, stays under other).
    ['pomada', 3], ['check up', 3], ['checkup', 3], ['medical', 2],
  ],
  education: [
    ['postgrad fees', 6], ['postgrad', 5], ['pos graduacao', 5], ['mestrado', 4], ['exam fee', 6], ['exam registration', 6], ['registration fee', 4], ['inscricao no exame', 6], ['taxa de exame', 6], ['ielts', 6], ['toefl', 6], ['course fee', 5], ['tuition fees', 6], ['school fees', 6],
    ['term fees', 6], ['tuition', 4],
    ['fardamento', 4], ['mensalidade da faculdade', 6], ['mensalidade da universidade', 6],
    ['livro', 2], ['manuais', 3], ['textbook*', 3], ['udemy', 3], ['coursera', 3], ['formacao', 3], ['creche', 3], ['daycare', 3],
    ['university', 3], ['uni', 3], ['uni fees', 4], ['ucan', 3], ['isptec', 3], ['inscricao', 2], ['exame de acesso', 4], ['exame de admissao', 4], ['exame', 2], ['registration', 1],
    ['fotocopias', 3], ['fotocopia', 3], ['photocopies', 3], ['copias', 2], ['sebenta*', 3], ['apontamentos', 3], ['class notes', 3], ['notes', 1], ['explicador*', 3], ['tutora', 3],
    ['caderno*', 3], ['lapis', 3], ['canetas', 2], ['mochila', 2], ['aulas', 2], ['classes', 2], ['lessons', 2], ['aula', 2], ['aulas de conducao', 4], ['escola de conducao', 4], ['carta de conducao', 4], ['driving lessons', 4],
    ['driving school', 4], ['monografia', 3], ['certificado', 2], ['diploma', 3],
    ['uniformes', 3], ['uniformes escolares', 4], ['escolares', 3],
    ['tutor', 3], ['explicacoes', 3], ['school books', 3],
    ['propina*', 4], ['escola', 3], ['colegio', 3], ['faculdade', 3], ['universidade', 3], ['livros', 2],
    ['material escolar', 3], ['explicador', 3], ['explicacao', 3], ['matricula', 3], ['curso', 3], ['uniforme', 2],
    ['school', 3], ['tuition', 3], ['school fees', 4], ['course', 2],
  ],
  payroll: [
    ['paguei os ajudantes', 7], ['paid the helpers', 7], ['diaria dos', 7], ['a diaria', 5], ['que cuida', 6], ['who looks after', 6], ['caregiver', 6], ['cuidadora', 6], ['cuidador', 6],
    ['waiters', 5], ['the chef', 5], ['pessoal administrativo', 6], ['salarios da escola', 6], ['salarios de', 4], ['a semana dela', 5], ['a semana dele', 5], ['day workers', 6], ['the workers', 5], ['os trabalhadores da', 5], ['restaurant staff', 6], ['the staff', 5], ['empregados', 4], ['funcionarios', 4],
    // Hands hired by the day or the house: "o rapaz que descarregou o camião", "housekeeper".
    ['descarregou', 4], ['descarregar', 4], ['carregadores', 4], ['housekeeper', 5], ['nanny', 5], ['gardener', 5], ['pool guy', 5], ['cleaner', 4], ['per diem to', 5],
    // A crew paid: "paguei a tripulação, 5 pescadores", "os serventes", "a equipa da obra".
    ['tripulacao', 5], ['pescadores', 4], ['serventes', 4], ['servente', 4], ['equipa da obra', 5], ['pagamento a equipa', 5], ['paguei a equipa', 5], ['paid the crew', 5], ['the crew', 3], ['my assistant', 4], ['meu assistente', 4], ['minha assistente', 4], ['junior accountant', 4],
    // Paying the crew of a job: "salário ao ajudante de pedreiro", "os diaristas da obra", "salary advance to my driver".
    ['ajudante de pedreiro', 7], ['ajudantes de pedreiro', 7], ['diaristas', 4], ['salario ao', 4], ['salario aos', 4], ['salarios aos', 4], ['pagamento de salario', 4], ['pagamento dos salarios', 4],
    ['salary advance', 6], ['advance to my', 5], ['adiantamento de salario', 6], ['adiantei ao', 3], ['adiantei a', 2], ['por conta do salario', 6],
    ['seguranca', 3], ['segurancas', 3], ['guards', 3], ['security', 3], ['vigilante', 3], ['guarda noturno', 4], ['ordenado do', 3], ['salario do motorista', 4], ['wages for', 3],
    // People who work for the user: helpers, apprentices, crews.
    ['aprendiz', 3], ['ajudantes', 3], ['pedreiros', 4], ['salario da', 3], ['que me ajuda', 4], ['que me ajudam', 4], ['que trabalha pra mim', 5], ['que trabalha para mim', 5],
    ['que trabalham pra mim', 5], ['works for me', 5], ['my worker', 4], ['my workers', 4], ['my employee*', 3], ['moca da', 2], ['moco da', 2], ['diarista', 3], ['cozinheira', 3],
    ['shop assistant*', 4], ['jardineiro', 3], ['gardener', 3], ['baba', 3], ['nanny', 3], ['salario do', 3],
    ['moca da loja', 4], ['moco da loja', 4], ['ajudante', 3],
    // Staff paid by a business: "paguei os 6 professores", "the cook 60k, the waiter 45k", "o cobrador pelo dia".
    ['os professores', 5], ['aos professores', 5], ['the teachers', 5], ['labourers', 5], ['laborers', 5], ['day labourers', 6], ['the cook', 5], ['the waiter', 5],
    ['the waitress', 5], ['the cashier', 4], ['the barman', 4], ['the security guard', 5], ['o cobrador', 4], ['ao cobrador', 4], ['cozinheiro', 3], ['empregado de mesa', 5],
    ['empregada de mesa', 5], ['garcom', 4], ['os empregados', 4], ['the staff', 5], ['os trabalhadores', 4], ['aos trabalhadores', 4], ['os funcionarios', 4], ['aos funcionarios', 4],
    // "a moça que trabalha comigo no salão, o mês dela": a helper's monthly pay.
    ['que trabalha comigo', 4], ['que trabalham comigo', 4], ['o mes dela', 3], ['o mes dele', 3],
    // "a kota da limpeza", "o moço q ajuda na quitanda": helpers known by their work.
    ...['kota', 'mana', 'tia', 'senhora', 'mulher', 'moca', 'menina', 'rapaz', 'moco'].map((who) => [`${who} da limpeza`, 4] as const),
    // "a senhora que faz a limpeza", "o rapaz q lava o taxi": someone paid for the work they do.
    ...['que lava', 'q lava', 'que limpa', 'q limpa', 'que faz a limpeza', 'q faz a limpeza'].map((work) => [work, 4] as const),
    ['cleaner', 3], ['cleaning lady', 4], ['faxineira', 3], ['q me ajuda', 4], ['que ajuda na', 4], ['q ajuda na', 4], ['que ajuda no', 4], ['q ajuda no', 4],
    ['security guard', 4], ['guard', 3], ['maid', 3], ['her salary', 3], ['his salary', 3],
    // "paid my driver 20k for the week", "the driver his monthly salary" (a taxi or Bolt driver stays transport).
    ['my driver', 4], ['driver', 1], ['monthly salary', 3],
    ['empregada', 3], ['funcionario*', 3], ['salarios', 3], ['ordenado da', 3], ['lavadeira', 3], ['motorista', 3],
    ['trabalhadores', 3], ['guarda', 3], ['staff', 3], ['salaries', 3], ['payroll', 3], ['wages', 3], ['ama', 2],
  ],
  taxes: [
    // Taxes on staff pay are taxes, however many staff words come with them: "INSS dos funcionários", "the staff's IRT withholding".
    ['inss dos', 9], ['inss das', 9], ['irt dos', 9], ['irt das', 9], ['irt withholding', 12], ['inss contributions', 9], ['seguranca social dos', 9],
    ['operating licence', 7], ['operating license', 7], ['licenca de funcionamento', 7], ['alvara', 6],
    ['renovei a carta', 5], ['renovar a carta', 5], ['renovacao da carta', 5], ['carta de conducao', 3], ['taxa ao mercado', 6],
    // Fees the state charges: market fees to the fiscal, licences, customs.
    ['fiscal do mercado', 6], ['taxa ao fiscal', 6], ['taxa do mercado', 6], ['taxa de mercado', 6], ['taxa de licenciamento', 7], ['licenciamento', 5], ['licenca comercial', 6], ['licenca de taxi', 6], ['taxi licence', 6], ['taxi license', 6], ['trading licence', 6], ['business licence', 6], ['business license', 6],
    ['alfandega', 6], ['customs', 6], ['customs duties', 7], ['direitos aduaneiros', 7], ['despacho aduaneiro', 6], ['import duties', 6], ['import duty', 6],
    // Market and street-selling fees paid to the administration.
    ['market fee', 5], ['taxa do mercado', 5], ['taxa de mercado', 5], ['venda ambulante', 4], ['licenca de venda', 6], ['taxa da praca', 5],
    // Licences and municipal charges: "licença da cantina na administração".
    ['licenca comercial', 5], ['licenca da cantina', 5], ['licenca da loja', 5], ['licenca de', 3], ['licenca do', 3], ['licenca da', 3], ['alvara', 5], ['administracao municipal', 3], ['taxa municipal', 4], ['imposto predial', 5], ['business licence', 5], ['business license', 5],
    // Income tax withheld from pay is the state's, though "staff" names payroll.
    ['irt', 5], ['withholding', 5], ['imposto industrial', 6], ['industrial tax', 6],
    // Tax withheld from workers' pay is a tax, though "trabalhadores" also names payroll.
    ['retencao na fonte', 6], ['withholding tax', 6],
    ['social security', 4], ['seguranca social', 4],
    ['agt', 3], ['iva', 3], ['inss', 4], ['imposto*', 3], ['irt', 3], ['taxa de circulacao', 4], ['vat', 3], ['tax', 3],
    ['taxes', 3], ['ipu', 4], ['imposto predial', 5],
    // Fees to the local administration, not to a bank: "taxa do mercado", "taxa municipal".
    ['taxa do mercado', 5], ['taxa da praca', 5], ['taxa municipal', 5], ['taxa da administracao', 5], ['taxa de lixo', 5],
  ],
  fees: [
    ['comissoes', 3], ['commission', 2], ['bank charge', 4],
    ['cobranca de levantamento', 4], ['levantamento no atm', 4], ['atm', 3], ['cobranca', 2],
    ['anuidade', 3], ['cartao', 2], ['annual fee', 4], ['card fee', 4], ['cobrou', 2],
    ['bank charged', 5], ['international transfer', 3], ['transfer fee', 4], ['fee', 3], ['fees', 3], ['charges', 2],
    ['comissao', 3], ['taxa bancaria', 4], ['manutencao de conta', 4], ['manutencao da conta', 4], ['manutencao conta', 4], ['taxa', 2], ['bai', 2], ['bfa', 2], ['bic', 2],
    ['transferencia', 2], ['multicaixa', 2], ['bank fees', 4], ['bank fee', 4], ['bank charges', 4],
  ],
  inventory: [
    ['pra reprografia', 6], ['para a reprografia', 6], ['pro restaurante', 5], ['para o restaurante', 5], ['for the restaurant', 5], ['pro laboratorio', 5], ['para o laboratorio', 5], ['resmas de papel', 5], ['toners', 4], ['from the fishermen', 6], ['dos pescadores', 6], ['aos pescadores', 6], ['esferovite', 5],
    // Bought by the tonne, as stock, from a distributor.
    ['toneladas', 5], ['tonelada', 5], ['tonnes', 5], ['tons of', 5], ['stock de', 6], ['ao distribuidor', 6], ['from the distributor', 6],
    ['bought stock', 6], ['comprei mercadoria', 6], ['stock for the', 5],
    // Goods bought for the business's stock: "fardo de roupa da calamidade", "pra stock", feed for the farm's animals.
    ['fardo de roupa', 6], ['fardos de roupa', 6], ['roupa da calamidade', 5], ['pra stock', 6], ['para stock', 6], ['pro stock', 6], ['for stock', 6], ['para revenda', 6], ['for resale', 6], ['racao pros frangos', 6], ['racao para os frangos', 6], ['racao das galinhas', 6], ['racao dos porcos', 6], ['pintos', 4], ['pintainhos', 4],
    // Goods and supplies for the user's business.
    ['pro negocio', 5], ['para o negocio', 5], ['pra o negocio', 5], ['do negocio', 3], ['for the business', 5], ['for my business', 5], ['for the shop', 5], ['for my shop', 5], ['for the store', 5], ['for the salon', 5], ['for the stall', 5], ['supplies for', 4], ['crates', 2], ['grades de', 2],
    // Goods bought to resell, farm inputs, materials for a client's job.
    ['zunga', 2], ['pra zunga', 5], ['para a zunga', 5], ['para zungar', 5], ['pra zungar', 5], ['adubo', 4], ['sementes', 4], ['fertilizante*', 4], ['pesticida*', 4], ['lavra', 2], ['da criacao', 4], ['pra criacao', 4], ['para a criacao', 4], ['galinhas', 2], ['gado', 3],
    ['pintos', 3], ['do cliente', 2], ['da cliente', 2], ['pro cliente', 2], ['para o cliente', 2], ['for a client', 2], ['for the client', 2], ['for my client', 2],
    ['carro do cliente', 5], ['obra do cliente', 5], ['casa do cliente', 5], ['encomenda do cliente', 5], ['encomenda da cliente', 5], ['client s car', 5],
    ['pra minha cantina', 6], ['para a cantina', 6], ['pra a cantina', 6], ['pra banca', 4], ['para a banca', 4], ['pra minha loja', 4], ['vender no', 2],
    ['pra cantina', 6], ['pra padaria', 6], ['pra a padaria', 6],
    ['pra kitanda', 6], ['para a kitanda', 6], ['pra minha kitanda', 6], ['pra quitanda', 6], ['para a quitanda', 6],
    ['restocked', 4], ['restock', 4], ['wholesaler', 4], ['grossista', 4], ['armazem', 3],
    ['que vendo', 4], ['q vendo', 4], ['para a padaria', 6], ['sacos de farinha', 3], ['tecido', 2],
    // Bought to sell again: the purpose outweighs whatever the goods are (not a tool "pra vender peixe") ("fuba e feijão pra revender na cantina").
    ['para vender', 6], ['pra vender', 6], ['para revender', 9], ['pra revender', 9], ['to resell', 9], ['to sell', 5],
    ['mercadoria', 4], ['stock', 3], ['fornecedor', 5], ['revender', 9], ['revenda', 9], ['materia prima', 4],
    ['reposicao', 3], ['para a loja', 3], ['pra loja', 3], ['tecidos', 2], ['supplier', 4], ['stock for the shop', 4],
    ['inventory', 4], ['raw materials', 4],
    // Ingredients for orders the user bakes or cooks: "farinha e ovos pros bolos das encomendas".
    ['das encomendas', 7], ['pras encomendas', 7], ['para as encomendas', 7],
    // Supplies for the user's salon ("produtos pro salão", "extensões pro salão, 8 pacotes"); a visit to a salon is personal.
    ...['produtos', 'extensoes', 'cabelo', 'tinta', 'tintas', 'relaxante', 'cremes', 'material', 'champo', 'perucas']
      .flatMap((goods) => [[`${goods} pro salao`, 5], [`${goods} para o salao`, 5], [`${goods} pra o salao`, 5]] as const),
  ],
  marketing: [
    // Ads online and printed cards: "instagram ads", "cartões de visita".
    ['instagram ads', 6], ['facebook ads', 6], ['ads', 3], ['cartoes de visita', 5], ['cartao de visita', 5], ['business cards', 5], ['patrocinad*', 4], ['sponsored', 4], ['boost', 3],
    // Printed publicity outweighs who it is for ("panfletos para a cantina" is marketing, not stock).
    ['folhetos', 7],
    ['campanha publicitaria', 4], ['faixa', 7], ['faixas', 7], ['lona', 2], ['letreiro', 7], ['placa', 2], ['cartazes', 7], ['cartaz', 7], ['outdoor', 4], ['patrocinei', 4], ['patrocinado', 4], ['sponsored', 4], ['post patrocinado', 5], ['tiktok', 2], ['impulsionar', 4], ['impulsionei', 4],
    // An online presence: "website hosting and domain renewal".
    ['hosting', 4], ['domain renewal', 4], ['dominio', 3], ['alojamento do site', 4],
    ['logotipo', 4], ['oferecer aos clientes', 4], ['brindes', 4],
    ['influencer', 4], ['divulgar', 4], ['divulgacao', 4], ['promover', 3], ['promote', 3], ['boost', 3],
    ['publicidade', 4], ['anuncio', 4], ['panfletos', 7], ['flyers', 7], ['cartoes de visita', 7], ['banner', 7],
    ['spot', 3], ['patrocinio', 3], ['facebook', 2], ['instagram', 2], ['ads', 3], ['advertising', 4], ['marketing', 4],
  ],
  equipment: [
    ['laptop', 6], ['portatil', 6], ['computador', 6], ['computer', 6],
    ['ecografo', 6], ['microscopio', 6], ['fotocopiadora', 6], ['impressora', 5], ['fogao industrial', 7], ['panelas', 4], ['tractor', 5], ['trator', 5], ['hydraulic pump', 6], ['bomba hidraulica', 6], ['manutencao do gerador', 8], ['generator maintenance', 8], ['rented a generator', 7], ['aluguer do gerador', 7], ['alugamos um gerador', 7], ['aluguei um gerador', 7],
    ['speakers', 4], ['colunas de som', 5], ['mesa de mistura', 5], ['microfone', 4], ['microphone', 4],
    // Software bought for work, and repairs of machines ("fix the generator" is not its fuel).
    ['software', 4], ['licences', 3], ['licenses', 3], ['adobe', 5], ['figma', 5], ['microsoft office', 5], ['office 365', 5], ['antivirus', 4],
    // Buying the machine itself: "New 7kVA generator", "comprei um gerador novo".
    ['new generator', 7], ['gerador novo', 7], ['novo gerador', 7], ['comprei um gerador', 7], ['bought a generator', 7], ['second hand generator', 7],
    ['fix the generator', 7], ['repair the generator', 7], ['generator repair', 7], ['reparacao do gerador', 7], ['arranjar o gerador', 7], ['arranjou o gerador', 7], ['arranjei o gerador', 7], ['conserto do gerador', 7],
    ['secador', 4], ['secadores', 4],
    // A trade's tools and a phone for the business: "máquina de cortar cabelo", "chave inglesa", a 7kVA generator.
    ['maquina de cortar cabelo', 6], ['maquina de costura', 6], ['tesoura', 3], ['chave inglesa', 5], ['macaco hidraulico', 5], ['telefone pro negocio', 6], ['telefone para o negocio', 6], ['telefone p o negocio', 6], ['phone for the business', 6], ['samsung', 3], ['iphone', 3], ['tecno', 3], ['itel', 3], ['xiaomi', 3], ['redmi', 3], ['kva generator', 6], ['kva gerador', 6],
    // Appliances and a generator bought (its fuel is utilities).
    ['geladeira', 4], ['arca congeladora', 4], ['comprei um gerador', 6], ['gerador novo', 6], ['bought a generator', 6], ['second hand generator', 6], ['new generator', 6],
    // Tools of a trade and their repair: fishing nets, an outboard engine, a generator mended.
    ['redes de pesca', 5], ['redes novas', 4], ['rede de pesca', 5], ['motor de popa', 5], ['reparacao do gerador', 5], ['conserto do gerador', 5], ['reparei o gerador', 5], ['arranjei o gerador', 5], ['consertei o gerador', 5], ['generator repair', 5],
    // An oven, a monitor: machines and devices, even when bought for the bakery or the office.
    ['forno', 7], ['forno industrial', 8], ['monitor', 3], ['monitores', 3],
    // Buying the machine itself (fuel for it is utilities); a freezer for the shop is still equipment.
    ['gerador novo', 6], ['comprei um gerador', 6], ['new generator', 6], ['bought a generator', 6], ['freezer', 7], ['congelador', 7], ['modem', 4], ['new router', 4],
    ['painel solar', 4], ['paineis solares', 4], ['solar panel*', 4], ['inversor', 3], ['colchao', 3], ['mattress', 3], ['guarda roupa', 3], ['wardrobe', 3], ['armario', 3], ['estante', 3],
    ['auscultadores', 3], ['headphones', 3], ['fones', 2], ['speaker', 3], ['coluna de som', 4], ['router', 4], ['camera', 3],
    // Tools, appliances, machines and devices that last.
    ['compressor', 3], ['secador', 4], ['betoneira', 4], ['balanca', 7], ['enxada', 4], ['catana', 4], ['picareta', 4], ['machado', 3], ['carrinho de mao', 4], ['regador', 3], ['mangueira', 2],
    ['ventoinha', 4], ['ventilador', 4], ['fan', 3], ['ar condicionado', 4], ['micro ondas', 4], ['microondas', 4], ['frigorifico', 4], ['fridge', 4], ['maquina de lavar', 4], ['maquina de costura', 4],
    ['iphone', 4], ['samsung', 3], ['smartphone', 3], ['tecno', 2], ['itel', 2], ['liquidificadora', 4], ['torradeira', 4], ['ferro de engomar', 4], ['microwave', 4], ['blender', 4],
    ['berbequim', 3], ['tv', 3], ['smart tv', 3], ['polegadas', 3], ['televisao', 3],
    ['ecra', 3], ['screen', 3], ['telefone', 2],
    ['drill', 3], ['tools', 3], ['chave de fendas', 3], ['alicate', 3], ['martelo', 3], ['ferramenta', 3], ['mesa', 3], ['cadeiras', 3], ['cadeira', 3], ['sofa', 3], ['cama', 3], ['furniture', 3], ['table', 2], ['chairs', 3],
    ['carregador', 3], ['charger', 3], ['phone', 2], ['tablet', 3], ['amazon', 1],
    ['portatil', 4], ['computador', 4], ['telemovel novo', 4], ['telemovel', 2], ['celular novo', 4], ['celular', 2], ['impressora', 3], ['conserto', 2],
    ['consertei', 2], ['arca', 8], ['congeladora', 3], ['reparacao da maquina', 4], ['maquina', 2], ['ferramentas', 3],
    // Office supplies that are not stock: paper reams, ink cartridges.
    ['resma*', 4], ['tinteiro*', 4], ['toner', 4],
    ['geleira', 3], ['fogao', 3], ['laptop', 4], ['computer', 4], ['printer', 3], ['carro usado', 4], ['equipment', 3],
  ],
  leisure: [
    // A day out: "beach day", chairs and tables hired for a party.
    ['beach day', 5], ['dia de praia', 5], ['aluguer das cadeiras', 4], ['aluguer de cadeiras', 4], ['cadeiras e mesas', 3],
    // Going out with friends: "pra sair com os amigos", "saídas com as amigas".
    ['sair com os amigos', 4], ['sair com amigos', 4], ['sair com as amigas', 4], ['saidas com', 3], ['going out', 3],
    ['showmax', 3], ['youtube premium', 3], ['apple music', 3], ['bilhar', 3], ['karaoke', 3], ['casino', 3],
    ['ginasio', 3], ['gym', 3], ['piscina', 3], ['parque aquatico', 3], ['show', 3], ['festival', 3], ['bebida', 2], ['farra', 3], ['boate', 3], ['bar', 2], ['sunset', 2], ['gin', 2], ['whisky', 2], ['vinho', 2], ['nightclub', 3], ['pool', 2],
    ['concert', 3], ['concerto', 3], ['ps5', 3], ['playstation', 3], ['game', 2], ['kizomba', 3], ['club', 2],
    ['birra', 3], ['birras', 3], ['bira', 3], ['biras', 3],
    ['cinema', 3], ['praia', 3], ['discoteca', 3], ['cerveja', 2], ['cervejas', 3], ['cuca', 3], ['bebidas', 2],
    ['festa', 3], ['netflix', 3], ['jogo', 2], ['passeio', 3], ['mussulo', 3], ['movie', 3], ['movies', 3], ['party', 3],
    ['beer', 3], ['beers', 3], ['girabola', 3], ['football match', 3], ['balada', 3], ['drinks', 2], ['spotify', 3], ['night out', 4],
    ['parque de diversoes', 5], ['diversoes', 3], ['lounge', 3], ['festejar', 3],
    ['apostas', 3], ['aposta', 3], ['apostei', 3], ['betting', 3], ['bets', 3], ['elephant bet', 4], ['premier bet', 4],
  ],
  personal: [
    ['barbearia', 6], ['corte e barba', 6], ['barbershop', 6],
    ['mani pedi', 6], ['pedicure', 5], ['manicure', 5],
    ['calca', 3], ['camisas', 3], ['fato para', 5], ['vestido para', 5], ['roupa para', 5], ['sapatos para', 5], ['fato pra', 5], ['vestido pra', 5], ['roupa pra', 5], ['sapatos pra', 5], ['outfit for', 5], ['suit for', 5],
    ['fato pro', 5], ['vestido pro', 5], ['roupa pro', 5], ['sapatos pro', 5],
    ['salao de beleza', 3], ['spa', 3], ['massagem', 3], ['depilacao', 3], ['sobrancelhas', 3], ['hair', 2], ['braids', 3], ['braided', 3], ['perucas', 3], ['tissagem', 3],
    ['cosmeticos', 3], ['cosmetics', 3], ['skincare', 3], ['lipstick', 3], ['batom', 3],
    // Clothes, shoes, shops, grooming and beauty.
    ['dry cleaning', 3], ['dry cleaner*', 3], ['boots', 3],
    ['barber', 3], ['fade', 2], ['corte de cabelo', 3], ['camisola*', 3], ['t shirt', 3], ['tshirt', 3], ['sneakers', 3], ['sapatilhas', 3], ['chinelos', 3], ['botas', 3], ['casaco', 3],
    ['jaqueta', 3], ['hoodie', 3], ['jacket', 3], ['shorts', 3], ['calcoes', 3], ['bone', 2], ['fato', 2], ['gravata', 3], ['meias', 3], ['cuecas', 3], ['pano*', 2], ['capulana*', 3],
    ['nails', 3], ['manicure', 3], ['pedicure', 3], ['extensoes', 3], ['relogio', 2], ['brincos', 3], ['colar', 2], ['anel', 2], ['zara', 3], ['shein', 3], ['nike', 3], ['adidas', 3], ['primark', 3],
    ['desodorizante', 2], ['roupas', 3], ['vestidos', 3], ['sapato', 3],
    ['cremes', 3], ['maquilhagem', 3], ['makeup', 3], ['peruca', 3], ['wig', 3],
    ['camisa', 3], ['vestido', 3], ['dress', 3], ['shirt', 3], ['calcas', 3], ['blusa', 3], ['saia', 3], ['trousers', 3], ['jeans', 3],
    ['roupa', 3], ['sapatos', 3], ['cabeleireiro', 3], ['barbeiro', 3], ['trancas', 3], ['unhas', 3], ['perfume', 3],
    ['tenis', 3], ['kicks', 3], ['fatiota', 3], ['fatiota para', 5], ['fatiota pra', 5], ['fatiota pro', 5], ['cabelo', 3], ['mechas', 3], ['creme', 2], ['clothes', 3], ['shoes', 3], ['haircut', 3],
  ],
  family: [
    ['paroquia', 5], ['festa da paroquia', 7], ['parish', 5],
    ['pensao de alimentos', 8], ['child support', 8], ['alimony', 8],
    // Gifts bought for others: "vestido de presente pra minha afilhada", "wedding gift".
    ['de presente pra', 5], ['de presente para', 5], ['presente pra minha', 5], ['presente pro meu', 5], ['presente de casamento', 5], ['wedding gift', 5], ['gift for my', 5], ['birthday gift for', 5],
    ['oferta do culto', 4], ['oferta no culto', 4], ['ofertorio', 4], ['ajudei', 5], ['helped my', 5], ['helped out my', 5],
    ['pra familia', 4], ['para a familia', 4], ['to my family', 4], ['to the family', 4],
    ['casamento da', 3], ['casamento do', 3],
    ['alembamento', 4], ['alambamento', 4], ['pra ajudar', 2], ['para ajudar', 2], ['parents', 3], ['pais', 2], ['wedding contribution', 4], ['wedding', 3],
    ['irma', 2], ['irmao', 2], ['sobrinh*', 2], ['avo', 2], ['sister', 2], ['brother', 2], ['nephew', 2], ['niece', 2], ['grandma', 2], ['grandmother', 2],
    ['mum', 3], ['mummy', 3], ['my mother', 3], ['my father', 3], ['my dad', 3],
    ['mama', 3], ['mae', 3], ['pai', 2], ['papa', 2], ['mesada', 3], ['obito', 3], ['komba', 3], ['funeral', 3],
    ['dizimo', 3], ['igreja', 3], ['templo', 3], ['oferta na igreja', 4], ['kota', 2], ['casamento', 2], ['familia', 2], ['mom', 3],
    ['mother', 3], ['dad', 2], ['church', 3], ['allowance', 3], ['tithe', 3],
    // Money or treats for the user's children: "dei 2 mil ao miúdo pro lanche", "bolo de aniversário da filha".
    // "pro miúdo" is only a hint: what was bought for the child names it ("sapatilhas pro miúdo" is personal).
    ['ao miudo', 4], ['a miuda', 4], ['aos miudos', 4], ['as miudas', 4], ['pro miudo', 2], ['pra miuda', 2],
    // Money sent to a sibling: "sent 30k to my little brother for his uni stuff".
    ['to my brother', 4], ['to my little brother', 4], ['to my sister', 4], ['to my little sister', 4], ['ao meu irmao', 4],
    ['ao meu filho', 4], ['a minha filha', 3], ['aos meus filhos', 4], ['ao filho', 3], ['aos filhos', 3],
    // A mass for the dead ("missa do sétimo dia do tio") is a family rite like a funeral.
    ['setimo dia', 4], ['missa', 1], ['vovo', 2],
    ['aniversario da filha', 4], ['aniversario do filho', 4], ['aniversario dos filhos', 4], ['aniversario da mae', 4], ['aniversario do pai', 4],
  ],
  other: [
    ['veterinario', 8], ['veterinaria', 8], ['the vet', 8], ['vet', 6],
    // Papers of a foreigner's stay: "visa renewal at SME", "work permit".
    ['visa renewal', 5], ['work permit', 5], ['residence permit', 5], ['sme', 4],
    ['doacao', 4], ['donativo', 4], ['donation', 4], ['caridade', 4], ['charity', 4], ['campanha', 1], ['do bolso', 4], ['caiu me', 4], ['perdi', 4], ['lost', 4], ['seguro', 3], ['insurance', 3], ['multa', 4], ['multa da policia', 4], ['multa de transito', 4], ['fine', 2], ['gasosa', 3], ['pet', 4], ['pets', 4], ['racao', 4], ['dog', 3], ['cat', 3], ['cao', 3], ['gato', 3], ['veterinario', 5], ['veterinaria', 5], ['vet', 5], ['do gato', 2], ['do cao', 2]],
};

export const INCOME_KEYWORDS: KeywordTable<IncomeCategory> = {
  salary: [
    // Allowances and the 13th month are part of pay; a pension said by its month ("pensão de Setembro").
    ['13 º mes', 6], ['13º mes', 6], ['13o mes', 6], ['decimo terceiro mes', 6], ['13th month', 6], ['13th salary', 6], ['subsidio de renda', 7], ['subsidio de alojamento', 7], ['subsidio de habitacao', 7],
    ['subsidio de transporte', 6], ['subsidio de alimentacao', 6], ['subsidio mensal', 5], ['meu subsidio', 5], ['housing allowance', 7], ['transport allowance', 6], ['teaching allowance', 6], ['allowance', 4], ['quinzena', 5],
    ['pensao de janeiro', 6], ['pensao de fevereiro', 6], ['pensao de marco', 6], ['pensao de abril', 6], ['pensao de maio', 6], ['pensao de junho', 6], ['pensao de julho', 6], ['pensao de agosto', 6], ['pensao de setembro', 6], ['pensao de outubro', 6], ['pensao de novembro', 6], ['pensao de dezembro', 6], ['part time job', 5], ['my job at', 5],
    ['holiday pay', 5], ['per diem', 4],
    ['wage', 4], ['wages', 4],
    ['reforma', 4], ['pensao', 4], ['pensao de reforma', 4], ['pension', 4], ['retirement', 3], ['a empresa pagou', 6], ['company paid', 6], ['employer', 4],
    ['turnos extra', 4], ['turno extra', 4], ['extra shifts', 4], ['horas extra', 4], ['horas extras', 4], ['overtime', 4], ['estagio', 3], ['internship', 3], ['stipend', 3],
    ['premio de desempenho', 5], ['performance bonus', 5], ['gratificacao', 4], ['gratificacao de fim de ano', 5],
    ['bonus', 3], ['bonus da empresa', 4], ['payday', 4],
    ['abono de familia', 6], ['abono familiar', 6], ['13th month', 4], ['13º mes', 4], ['13o mes', 4], ['o 13o', 4], ['o 13º', 4], ['do 13o', 4], ['decimo terceiro', 4], ['13 mes', 4], ['bonus', 2],['patrao', 3], ['patroa', 3], ['decimo terceiro', 4], ['subsidio de ferias', 4], ['subsidio de natal', 4], ['o mes', 2], ['salario', 3], ['ordenado', 3], ['vencimento', 3], ['salary', 3], ['paycheck', 3], ['got paid', 2]],
  sales: [
    ['feria da cantina', 5], ['feria da loja', 5], ['feria da banca', 5], ['feria da kitanda', 5], ['feria do dia na', 4],
    ['encomenda', 3], ['pedidos', 2],
    ['vendido', 3], ['vendidos', 3], ['vendida', 3], ['vendidas', 3], ['encomendas', 3], ['orders', 2],
    ['apurado', 3], ['apurado do dia', 4], ['lucro', 2], ['lucros', 2], ['lucro das', 3], ['lucro dos', 3], ['profit', 2],
    ['apurei', 3], ['apuramos', 3], ['takings', 4], ['shop takings', 4],
    ['kitanda', 3], ['rendeu', 3], ['caixa do dia', 4], ['zunguei', 4], ['zungamos', 4],
    ['faturou', 3], ['facturou', 3], ['facturei', 3], ['cantina', 2], ['vendi', 4], ['vendas', 3], ['venda', 3], ['loja fez', 3], ['a loja', 2], ['faturei', 3], ['sold', 3], ['sales', 3],
    // Goods counted out in crates: "vendi duas caixas de cerveja a um cliente" is trade, not a job.
    ['caixas de', 3], ['grades de', 3],
  ],
  services: [
    ['gig', 5], ['dj d', 6], ['djed', 6], ['photos', 4], ['photo shoot', 6], ['photoshoot', 6], ['sessao de fotos', 6], ['sessao fotografica', 6], ['tip', 3], ['gorjeta', 4], ['braiding', 6], ['tutoring', 6],
    ['recebi sinal', 6], ['sinal do', 4], ['decoracao', 5], ['catering', 6], ['buffet', 4],
    // Fees a school or a tutor receives: teaching sold ("a escola recebeu as propinas", "school fees from 14 students").
    ['propinas', 2], ['propina', 2], ['mensalidades', 3], ['mensalidade', 3], ['school fees', 5], ['tuition', 4], ['explicandos', 5], ['explicando', 5], ['os alunos', 4], ['students', 3],
    ['costurei', 5], ['cosi', 4], ['tutoring', 5],
    // "bico": a side job. ("logo" alone is Portuguese for "right away", not a logo.)
    ['bico', 3], ['bicos', 3], ['do bico', 4],
    // "fixed the neighbour's fridge, he gave me 12 thousand": a repair done for someone.
    ['fixed', 3], ['repaired', 3],
    // Contracts, projects and events done for others.
    ['projeto', 3], ['projecto', 3], ['project', 3], ['empreitada', 4], ['empreitadas', 4], ['contrato', 3], ['contract', 3], ['catering', 4], ['sessao fotografica', 4], ['sessao de fotos', 4], ['photoshoot', 4], ['photo shoot', 4], ['evento', 2], ['corrida', 3], ['feria', 4],
    ['braids', 3], ['pintura', 2],
    // A performer's fee: "o cachê do show".
    ['cache', 4], ['caches', 4], ['cachet', 4],
    // "bumbei de pedreiro": Angolan slang for working a job.
    ['bumbei', 3], ['bumbar', 3], ['bumbo', 3],
    // Work done for others: rides, freight, hair, lessons, trades, commissions.
    ['corridas', 3], ['candongueir*', 4], ['kupapata', 3], ['taxi', 3], ['clientes', 3], ['mao de obra', 3], ['frete', 3], ['fretes', 3], ['obra', 3], ['tranche', 2], ['trancas', 3],
    ['dj', 3], ['comissao', 4], ['commission', 4], ['comissoes', 4], ['commissions', 4], ['intermediei', 3], ['intermediacao', 3], ['corretagem', 4], ['alunos', 3], ['transporte escolar', 4], ['entregas', 3], ['deliveries', 3],
    ['manicure', 3], ['costura', 3], ['gig', 3],
    ['instalacao', 3], ['que fiz', 3], ['das trancas', 3], ['freelance payment', 4], ['translation job', 4],
    ['site', 3], ['website', 3], ['pelo site', 4], ['fixing', 3], ['for fixing', 4], ['a uma cliente', 4], ['a um cliente', 4],
    ['biscate', 3], ['tutoring', 5], ['classes', 3], ['lessons', 3], ['traducao', 3], ['translation', 3],
    ['design', 3], ['logotipo', 4], ['o logo', 3], ['um logo', 3], ['a logo', 3], ['fotos', 3], ['fotografei', 3], ['fotografia', 3], ['explicacoes', 3], ['aulas', 3], ['arranjar', 3], ['arranjei', 3], ['reparei', 3], ['consertei', 3], ['biscato', 3], ['servico', 3], ['consultoria', 3], ['cliente', 2], ['trabalho', 2], ['explicacao', 3],
    ['audit', 4], ['auditoria', 4], ['honorarium', 4], ['driving', 3], ['consultancy', 3], ['honorarios', 3], ['formacao', 3], ['training', 3],
    ['freelance', 3], ['consulting', 3], ['client', 2], ['job', 2],
    // A driver's day on a route, a hairdresser's work and tips.
    // Trades and lessons: "acabei a canalização", "aula de piano", "o salão fez cortes e tranças", "a obra da vedação".
    ['canalizacao', 3], ['aula', 3], ['cortes', 3], ['salao', 2], ['a obra da', 4], ['a obra do', 4],
    ['rota', 3], ['na rota', 4], ['hiace', 3], ['viagens', 2], ['braiding', 3], ['gorjeta', 3], ['gorjetas', 3], ['tips', 3],
  ],
  investment: [
    // Treasury bonds and bills: "rendimento das OT", "cupão dos BT".
    ['ot', 3], ['bt', 3], ['obrigacoes do tesouro', 5], ['bilhetes do tesouro', 5], ['titulos do tesouro', 5], ['cupao', 5], ['cupoes', 5], ['coupon', 4], ['treasury', 4], ['bonds', 3],
    ['aluguer', 3], ['aluguel', 3], ['aluguei', 3], ['rent', 3], ['arrendamento', 3], ['flat', 2],
    ['juros', 3], ['dividendos', 3], ['inquilino', 3], ['renda', 3], ['deposito a prazo', 3], ['interest', 3],
    ['dividends', 3], ['tenant', 3], ['rental', 3],
    // What savings earn: "rendimento da poupança", "savings interest".
    ['rendimento da poupanca', 4], ['rendimentos da poupanca', 4], ['rendimento do deposito', 4], ['savings interest', 4],
  ],
  gift: [
    ['pra me ajudar', 5], ['para me ajudar', 5], ['to help me', 5], ['to help with', 4], ['pra ajudar', 4], ['para ajudar', 4],
    ['filha', 2], ['filho', 2], ['filhos', 2], ['netos', 2], ['neto', 2], ['neta', 2], ['son', 2], ['daughter', 2], ['grandchildren', 2], ['mum', 2], ['mummy', 2], ['irmaos da igreja', 3], ['igreja', 2], ['church', 2], ['como ajuda', 3], ['as help', 3], ['natal', 2], ['christmas', 2],
    ['irmao', 2], ['irma', 2], ['brother', 2], ['sister', 2], ['primo', 2], ['prima', 2], ['cousin', 2], ['mom', 2], ['dad', 2], ['mother', 2], ['father', 2], ['mama', 2], ['namorado', 2],
    ['namorada', 2], ['boyfriend', 2], ['girlfriend', 2], ['marido', 2], ['husband', 2], ['familia', 2], ['family', 2],
    ['mesada', 3], ['remessa', 3], ['remittance', 3],
    ['avo', 2], ['vovo', 2], ['tia', 2], ['tio', 2], ['mae', 2], ['pai', 2], ['grandma', 2], ['uncle', 2], ['aunt', 2], ['grandmother', 2], ['parents', 2],
    ['oferta', 3], ['aniversario', 3], ['birthday', 3],
    ['prenda', 3], ['presente', 3], ['padrinho', 3], ['madrinha', 3], ['deu-me', 2], ['deu me', 2], ['mandou', 2],
    ['gift', 3], ['present', 3],
  ],
  // Selling land is a one-off, not trade: "venda do lote" (used goods sold are still sales).
  other_income: [
    // Money paid into one's own account ("Depósito", "Cash-in" on a bank or wallet statement) is
    // not a kind of earning: without a word saying what it is, it is other income, never the
    // term deposit's interest the learned model associates with "depósito" ("juros do depósito",
    // "depósito a prazo" and "rendimento do depósito" outweigh these in the investment row).
    ['deposito', 2], ['depositos', 2], ['deposit', 2], ['cash in', 2], ['cashin', 2],
    ['sorteio', 4], ['lote', 4], ['terreno', 4], ['plot', 4], ['rifa', 4], ['premio', 3], ['raffle', 4], ['prize', 4], ['lottery', 4], ['lotaria', 4], ['bingo', 4], ['won', 3], ['cobranca indevida', 4], ['reembolso', 4], ['refund', 4], ['cobrado a mais', 4], ['cobraram a mais', 4], ['overcharged', 4], ['reimbursement', 4], ['reimbursed', 4], ['reembolsou', 4], ['reembolsaram', 4], ['estorno', 4], ['caucao', 5], ['deposit back', 5], ['seguradora pagou', 4], ['insurance paid', 4],
    ['pensao de sobrevivencia', 9], ['survivor s pension', 9],
    // A deposit given back ("returned 50k of the deposit"): not interest on a term deposit.
    ['of the deposit', 6], ['the deposit back', 6], ['my deposit back', 6], ['returned the deposit', 6]],
};
