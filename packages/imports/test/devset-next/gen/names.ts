// Invented people, shops and employers for the statements (any likeness is chance). Utilities and
// public bodies (ENDE, EPAL, AGT, INSS) are kept by their usual names, as they appear on real lines.
export const PEOPLE = [
  'Domingos Tchipilica', 'Rosa Ndala', 'Kiesse Luvualu', 'Edson Kalunga', 'Fernanda Muachissengue',
  'Joana Cassoma', 'Nelson Sapalo', 'Isabel Kapinga', 'Mateus Chilombo', 'Teresa Nzinga Manuel',
  'Augusto Kambundo', 'Helena Camuanga', 'Paulo Mbemba', 'Luzia Quintas Neto', 'Adelino Satumbo',
  'Marta Cahama', 'Sebastião Lussati', 'Yolanda Ngola', 'Cristiano Tchissola', 'Graciete Mavinga',
] as const;

export const SHOPS = [
  'SUPERMERCADO KIFUMBE', 'MERCEARIA DONA ROSA', 'FARMACIA BOA SAUDE', 'PADARIA PAO QUENTE',
  'LOJA MUXIMA MODAS', 'POSTO VIA EXPRESSA', 'TALHO DO BAIRRO', 'RESTAURANTE KALEMBA',
  'HIPER NGOLA KILAMBA', 'ELECTRO MAIANGA', 'LIVRARIA KIMBO', 'CLINICA SANTA LUZIA',
] as const;

export const EMPLOYERS = ['KALANDULA SERVICOS LDA', 'MWANGOLE LOGISTICA SA', 'NGUIMBI CONSTRUCOES LDA', 'TCHIOSSO ENGENHARIA LDA'] as const;

export const PLACES = ['TALATONA', 'KILAMBA', 'MAIANGA', 'VIANA', 'CAZENGA', 'MUTAMBA', 'BENFICA', 'ALVALADE', 'LOBITO', 'HUAMBO'] as const;

/** 9-digit Angolan mobile numbers (Unitel 92x/93x, Africell 95x, Movicel 91x/99x). */
export function phone(seed: number, prefix: '92' | '93' | '95' | '91' | '99' = '92'): string {
  let n = seed >>> 0;
  let s = prefix;
  for (let i = 0; i < 7; i++) { n = (Math.imul(n, 1103515245) + 12345) >>> 0; s += String((n >>> 16) % 10); }
  return s;
}
export const spacedPhone = (p: string): string => `${p.slice(0, 3)} ${p.slice(3, 6)} ${p.slice(6)}`;
