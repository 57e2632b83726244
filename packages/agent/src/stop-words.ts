// Words that never identify what money was spent on: verbs of spending and receiving,
// articles, prepositions, time words, money words, chat fillers (pt-AO and en). The category
// memory skips them so "gastei" never learns a category.
export const STOP_WORDS: ReadonlySet<string> = new Set([
  // pt
  'gastei', 'gasto', 'gastos', 'paguei', 'pagar', 'pago', 'pagou', 'comprei', 'compra', 'comprar', 'recebi', 'receber',
  'meti', 'pus', 'dei', 'fui', 'fiz', 'foi', 'era', 'nao', 'sim', 'mais', 'menos', 'bue', 'muito', 'pouco',
  'hoje', 'ontem', 'anteontem', 'amanha', 'dia', 'mes', 'semana', 'ano', 'segunda', 'terca', 'quarta', 'quinta', 'sexta',
  'sabado', 'domingo', 'feira', 'passada', 'passado', 'mil', 'milhao', 'milhoes', 'kwanza', 'kwanzas', 'dolares',
  'euros', 'com', 'sem', 'para', 'pra', 'pro', 'por', 'pelo', 'pela', 'dos', 'das', 'nos', 'nas', 'num', 'numa', 'uma',
  'uns', 'umas', 'que', 'ele', 'ela', 'eles', 'meu', 'minha', 'meus', 'minhas', 'seu', 'sua', 'isso', 'isto', 'esse',
  'essa', 'este', 'esta', 'aqui', 'ali', 'tava', 'estava', 'tou', 'estou', 'tem', 'tenho', 'novo', 'nova', 'ate',
  'emprestei', 'emprestado', 'emprestados', 'emprestada', 'devolvi', 'devolveu', 'peguei', 'pedi', 'devo', 'devia',
  'apaga', 'corrige', 'enganei', 'ultimo', 'ultima', 'registo', 'kumbu', 'valor', 'dinheiro', 'conta',
  // en
  'spent', 'spend', 'paid', 'pay', 'bought', 'buy', 'got', 'received', 'the', 'and', 'for', 'with', 'from', 'was', 'not',
  'today', 'yesterday', 'last', 'this', 'that', 'week', 'month', 'year', 'day', 'money', 'new', 'wrong', 'undo', 'it',
  'its', 'thousand', 'million', 'dollars', 'kwanzas',
]);
