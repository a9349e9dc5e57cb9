import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface DashboardWelcomeProps {
  name: string;
  /** What this role does in Rigline, one line each. */
  tasks: readonly string[];
}

/**
 * A dashboard without made-up figures: a welcome line and what the role does here. Plain text, not links:
 * the sidebar is the one way to move between pages, so each page has one link of each name.
 */
export function DashboardWelcome({ name, tasks }: DashboardWelcomeProps) {
  return (
    <div className="grid gap-6">
      <section className="grid gap-1">
        <h2 className="font-semibold text-2xl tracking-tight">Welcome back, {name || 'there'}!</h2>
        <p className="text-muted-foreground">Use the sidebar to open your work.</p>
      </section>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Your work in Rigline</CardTitle>
          <CardDescription>What your role takes care of.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 pl-5 text-sm">
            {tasks.map((task) => (
              <li key={task}>{task}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
