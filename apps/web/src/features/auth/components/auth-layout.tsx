import { Anchor } from 'lucide-react';
import type { ReactNode } from 'react';

/** The login screen's frame: welcome heading, subtitle, the card, the footer (§2 "Login screen"). */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-br from-slate-50 via-white to-slate-100">
      <main className="flex flex-1 flex-col items-center justify-center gap-8 px-4 py-10">
        <div className="flex flex-col items-center gap-3 text-center">
          <div className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
            <Anchor className="size-6" aria-hidden="true" />
          </div>
          <h1 className="font-bold text-3xl tracking-tight">Welcome to Rigline</h1>
          <p className="text-muted-foreground">Multi-User Dashboard Platform</p>
        </div>
        <div className="w-full max-w-md">{children}</div>
      </main>
      <footer className="px-4 py-6 text-center text-muted-foreground text-sm">
        © 2025 Rigline. All rights reserved.
      </footer>
    </div>
  );
}
