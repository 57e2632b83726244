// A bank statement CSV as a big export looks: a BAI-like preamble, Débito/Crédito columns in
// Portuguese amounts (1.234,56), a running balance, dd/mm/yyyy dates, and the trailer rows —
// deterministic for a seed, so every run reads the same file.
import { seededRandom } from '@kumbu/core/seeded-random';

const OUT = ['COMPRA TPA KERO GIKA', 'COMPRA TPA SHOPRITE TALATONA', 'LEV ATM BAI MAIANGA', 'PAG SERV UNITEL', 'PAG SERV ENDE', 'TRF P/ JOAO MANUEL', 'COMPRA TPA FARMACIA CENTRAL', 'PAG PROPINA COLEGIO'];
const IN = ['SALARIO EMPRESA EXEMPLO', 'TRF MCX EXPRESS RECEBIDAS 923456789', 'DEPOSITO NUMERARIO', 'TRF RECEBIDA CLIENTE LDA'];

function kz(cents: number): string {
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(cents % 100).padStart(2, '0')}`;
}

export function statementCsv(lines: number, seed = 18): string {
  const random = seededRandom(seed);
  const out: string[] = ['Banco Angolano de Investimentos', 'IBAN: AO06 0040 0000 1234 5678 9012 3', 'Moeda: AOA', '', 'Data Mov.;Data Valor;Descrição;Débito;Crédito;Saldo'];
  let balance = 500_000_000;
  out.push(`;;Saldo Inicial;;;${kz(balance)}`);
  const start = Date.UTC(2025, 0, 1);
  for (let i = 0; i < lines; i++) {
    const day = new Date(start + Math.floor((i / lines) * 365) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const income = random() < 0.2;
    const cents = income ? 1_000_000 + Math.floor(random() * 50_000_000) : 10_000 + Math.floor(random() * 3_000_000);
    const words = income ? IN : OUT;
    const text = `${words[Math.floor(random() * words.length)] ?? ''} ${String(i)}`;
    balance += income ? cents : -cents;
    const balanceText = balance < 0 ? `-${kz(-balance)}` : kz(balance);
    out.push(`${date};${date};${text};${income ? '' : kz(cents)};${income ? kz(cents) : ''};${balanceText}`);
  }
  out.push(`;;Saldo Final;;;${balance < 0 ? `-${kz(-balance)}` : kz(balance)}`);
  out.push(';;Total de Movimentos;;;');
  return `${out.join('\r\n')}\r\n`;
}
