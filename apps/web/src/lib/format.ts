/** The avatar letter: the first letter of the name, or U when there is no name (§2 "Shell"). */
export function nameInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0) ?? '';
  return first ? first.toUpperCase() : 'U';
}
