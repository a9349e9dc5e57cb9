import { type DemoAccount, type LoginBody, loginBodySchema } from '@rigline/contract/auth';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Separator } from '@/components/ui/separator';
import { useDemoAccounts } from '../api/list-demo-accounts';

/** The three buttons of the document, and the admin's (issue 16). */
const DEMO_BUTTONS: readonly { role: DemoAccount['role']; label: string }[] = [
  { role: 'supplier', label: 'Supplier' },
  { role: 'rig_logistics', label: 'Rig Logistics' },
  { role: 'base_coordinator', label: 'Base Coordinator' },
  { role: 'admin', label: 'Admin' },
];

interface LoginFormProps {
  /** Signs in; the form stays disabled until it settles. */
  onSubmit: (values: LoginBody) => Promise<unknown>;
}

type FieldErrors = Partial<Record<keyof LoginBody, string>>;

/**
 * Two fields, checked with the contract's schema on submit. Plain state rather than react-hook-form: the
 * sign-in page is the first one loaded, on a phone over a satellite link, and carries as little script as it
 * can (docs/decisions/019-front-end-delivery.md).
 */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);

  // Only a server in demo mode lists demo accounts; elsewhere the section is not shown.
  const demoAccounts = useDemoAccounts().data ?? [];
  const demoButtons = DEMO_BUTTONS.filter(({ role }) =>
    demoAccounts.some((account) => account.role === role),
  );

  function fillDemoCredentials(role: DemoAccount['role']) {
    const credentials = demoAccounts.find((account) => account.role === role);
    if (!credentials) return;
    setValues({ email: credentials.email, password: credentials.password });
    setErrors({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginBodySchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof LoginBody;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Card className="shadow-lg">
      <CardHeader>
        <CardTitle className="text-xl">Sign In</CardTitle>
        <CardDescription>Enter your credentials to access your dashboard.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {/* noValidate: the schema's messages show inline instead of the browser's bubbles. */}
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor="login-email">Email</Label>
            <Input
              id="login-email"
              type="email"
              autoComplete="username"
              placeholder="you@company.com"
              required
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'login-email-error' : undefined}
              name="email"
              value={values.email}
              onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
            />
            {errors.email ? (
              <p id="login-email-error" className="text-destructive text-sm">
                {errors.email}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="login-password">Password</Label>
            <Input
              id="login-password"
              type="password"
              autoComplete="current-password"
              placeholder="Enter your password"
              required
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              name="password"
              value={values.password}
              onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
            />
            {errors.password ? (
              <p id="login-password-error" className="text-destructive text-sm">
                {errors.password}
              </p>
            ) : null}
          </div>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Signing In...' : 'Sign In'}
          </Button>
        </form>

        {demoButtons.length > 0 ? (
          <section aria-labelledby="demo-credentials-heading" className="grid gap-3">
            <div className="flex items-center gap-3">
              <Separator className="flex-1" />
              <h3 id="demo-credentials-heading" className="font-medium text-muted-foreground text-xs">
                Demo Credentials
              </h3>
              <Separator className="flex-1" />
            </div>
            <div className="grid grid-cols-2 gap-2">
              {demoButtons.map(({ role, label }) => (
                <Button
                  key={role}
                  variant="outline"
                  size="sm"
                  disabled={isSubmitting}
                  onClick={() => fillDemoCredentials(role)}
                >
                  {label}
                </Button>
              ))}
            </div>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
