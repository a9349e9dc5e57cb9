import type { UseQueryResult } from '@tanstack/react-query';
import {
  ArrowRight,
  Building2,
  CheckCircle2,
  Circle,
  Drill,
  type LucideIcon,
  Ship,
  UserCog,
  Warehouse,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminBases } from '@/features/admin/api/list-bases';
import { useAdminRigs } from '@/features/admin/api/list-rigs';
import { useAdminUsers } from '@/features/admin/api/list-users';
import { useAdminVendors } from '@/features/admin/api/list-vendors';
import { useAdminVessels } from '@/features/admin/api/list-vessels';
import { EmailStatusCard } from '@/features/admin/components/email-status-card';

export interface AdminLinks {
  users: string;
  suppliers: string;
  rigs: string;
  vessels: string;
  bases: string;
  /** The admin's own Settings, where a test email is sent (issue 26). */
  settings: string;
}

/** One row is enough: the totals come with every page. */
const COUNT_QUERY = { page: 1, limit: 1 } as const;

type CountQuery = UseQueryResult<{ meta: { total: number } }>;

/**
 * The admin's home: how much master data there is, and on a new installation the order to set it up in
 * (a company before its users, a rig before its wells) until each step has something.
 */
export function AdminOverview({ links }: { links: AdminLinks }) {
  const users = useAdminUsers(COUNT_QUERY);
  const admins = useAdminUsers({ ...COUNT_QUERY, role_slug: 'admin' });
  const vendors = useAdminVendors(COUNT_QUERY);
  const rigs = useAdminRigs(COUNT_QUERY);
  const vessels = useAdminVessels(COUNT_QUERY);
  const bases = useAdminBases(COUNT_QUERY);

  const sections: {
    title: string;
    noun: string;
    to: string;
    icon: LucideIcon;
    query: CountQuery;
    step: string;
    /** How many of the counted rows the installation starts with, which do not make the step done. */
    startsWith?: number;
  }[] = [
    {
      title: 'Suppliers',
      noun: 'companies',
      to: links.suppliers,
      icon: Building2,
      query: vendors,
      step: 'Add the supplier companies',
    },
    {
      title: 'Users',
      noun: 'accounts',
      to: links.users,
      icon: UserCog,
      query: users,
      step: 'Give people accounts (suppliers belong to a company)',
      // The admin's own account (and any other admin's) is not yet anyone to work with (issue 22).
      startsWith: admins.data?.meta.total ?? 0,
    },
    {
      title: 'Rigs & Wells',
      noun: 'rigs',
      to: links.rigs,
      icon: Drill,
      query: rigs,
      step: 'Add the rigs and the wells they drill',
    },
    {
      title: 'Vessels',
      noun: 'vessels',
      to: links.vessels,
      icon: Ship,
      query: vessels,
      step: 'Add the supply vessels',
    },
    {
      title: 'Bases',
      noun: 'bases',
      to: links.bases,
      icon: Warehouse,
      query: bases,
      step: 'Add the shore bases voyages start from',
    },
  ];
  const isLoaded = sections.every((section) => section.query.data) && Boolean(admins.data);
  // A new installation: some step still has nothing (the admins' own accounts do not count as people).
  const isDone = (section: (typeof sections)[number]) =>
    (section.query.data?.meta.total ?? 0) > (section.startsWith ?? 0);
  const isNew = isLoaded && !sections.every(isDone);

  return (
    <div className="grid min-w-0 gap-4 md:gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
        {sections.map((section) => (
          <Link
            key={section.title}
            to={section.to}
            className="group rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Card className="h-full gap-2 py-4 transition-colors group-hover:border-primary/40 group-hover:bg-muted/40">
              <CardHeader className="flex flex-row items-center justify-between px-4">
                <CardTitle className="text-sm">{section.title}</CardTitle>
                <section.icon className="size-4 text-muted-foreground" aria-hidden="true" />
              </CardHeader>
              <CardContent className="grid gap-1 px-4">
                {section.query.data ? (
                  <p className="font-bold text-2xl tabular-nums">{section.query.data.meta.total}</p>
                ) : section.query.isError ? (
                  <p className="text-destructive text-sm">Could not load</p>
                ) : (
                  <Skeleton className="h-8 w-12" />
                )}
                <p className="flex items-center gap-1 text-muted-foreground text-xs">
                  {section.noun} · Manage
                  <ArrowRight
                    className="size-3 transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </p>
              </CardContent>
            </Card>
          </Link>
        ))}
      </div>
      {isNew ? (
        <Card className="max-w-2xl">
          <CardHeader>
            <CardTitle>Setting up Rigline</CardTitle>
            <CardDescription>
              Before a supplier can raise a request, Rigline needs its master data. In this order:
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-3">
              {sections.map((section) => {
                return (
                  <li key={section.title} className="flex items-start gap-3 text-sm">
                    {isDone(section) ? (
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-label="Done" />
                    ) : (
                      <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="To do" />
                    )}
                    <Link to={section.to} className="hover:underline">
                      {section.step}
                    </Link>
                  </li>
                );
              })}
            </ol>
          </CardContent>
        </Card>
      ) : null}
      <EmailStatusCard settingsPath={links.settings} />
    </div>
  );
}
