interface DashboardWelcomeProps {
  name: string;
  /** One line on what the figures below are about. */
  subtitle: string;
}

/** The top of every dashboard: a welcome line naming the user. */
export function DashboardWelcome({ name, subtitle }: DashboardWelcomeProps) {
  return (
    <section className="grid gap-1">
      <h2 className="font-semibold text-2xl tracking-tight">Welcome back, {name || 'there'}!</h2>
      <p className="text-muted-foreground">{subtitle}</p>
    </section>
  );
}
