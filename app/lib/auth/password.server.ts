import { hash, verify } from "@node-rs/argon2";

/**
 * Password hashing with argon2id at OWASP's minimum parameters (19 MiB memory, 2 passes, 1 lane;
 * architecture ruling 3). Returns a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) that carries its own
 * salt and parameters, so they can be raised later without a migration.
 */
export function hashPassword(password: string): Promise<string> {
  // 2 is Algorithm.Argon2id; the package declares it as a const enum, which isolated modules cannot read.
  return hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

/** True when `password` matches `passwordHash`; false for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification without a real account, so that "no such user" and "wrong
 * password" take equally long and a stopwatch cannot tell usernames apart.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummy ??= hashPassword("not-a-real-password-0000");
  await verifyPassword(await dummy, password);
}
