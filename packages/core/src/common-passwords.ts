// The most used passwords (public breach top lists), plus the Angolan and Portuguese
// favourites. Kumbu keeps the spec's 6-character minimum but refuses these outright
// (DECISIONS.md): they are the first ones any attacker tries.
const COMMON = `123456 1234567 12345678 123456789 1234567890 12345678910 123123 123321 654321 111111 000000 121212
112233 123654 159753 147258 147258369 159357 666666 777777 888888 999999 555555 222222 333333 444444 696969 131313
password password1 password123 passw0rd p@ssw0rd p@ssword qwerty qwerty123 qwertyuiop qwe123 asdfgh asdfghjkl zxcvbn
zxcvbnm 1q2w3e 1q2w3e4r 1q2w3e4r5t 1qaz2wsx abc123 abcdef abcd1234 a1b2c3 aa123456 iloveyou iloveu loveme
monkey dragon master shadow sunshine princess football baseball welcome welcome1 letmein trustno1 superman batman
michael charlie jordan23 computer freedom whatever starwars pokemon killer hello123 hello1 secret secret123 admin123
administrator changeme default 987654321 11111111 00000000 87654321 qazwsx 1234qwer q1w2e3r4 q1w2e3r4t5 asdf1234
senha senha123 senha1234 minhasenha mudar123 mudarsenha 12345senha brasil portugal benfica sporting porto123
angola angola123 angola2024 angola2025 angola2026 luanda luanda123 kwanza kwanza123 kumbu kumbu123 unitel unitel123
amoreterno teamo teamo123 deusefiel jesus123 jesuscristo familia familia123 benfica123 flamengo corinthians
palmeiras cristiano ronaldo messi10 futebol futebol10 gatinha princesa bebezinho amor123 meuamor anjinho`;

const SET: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean));

/** True when the password is on the shipped list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return SET.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_COUNT = SET.size;
