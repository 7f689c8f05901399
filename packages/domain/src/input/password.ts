/**
 * The password policy (issue "server II"): at least 8 characters with letters and digits. Shown to the user as
 * a checklist while they type; enforced by the identity provider on every new password.
 */

/** One requirement and whether a password meets it. */
export interface RequisitoSenha {
  readonly texto: string;
  readonly atendido: boolean;
}

/** The policy's requirements, each checked against a password. */
export function passwordRequirements(senha: string): readonly RequisitoSenha[] {
  return [
    { texto: 'Pelo menos 8 caracteres', atendido: Array.from(senha).length >= 8 },
    { texto: 'Letras', atendido: /\p{L}/u.test(senha) },
    { texto: 'Números', atendido: /\p{N}/u.test(senha) },
  ];
}

/** True when a password meets every requirement. */
export function isStrongPassword(senha: string): boolean {
  return passwordRequirements(senha).every((r) => r.atendido);
}
