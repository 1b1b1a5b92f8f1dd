/** A Content-Security-Policy header's directives by name, each with its sources as written. */
export function policyDirectives(policy: unknown): Record<string, string> {
  return Object.fromEntries(
    String(policy ?? '')
      .split(';')
      .map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(' ')];
      }),
  );
}
