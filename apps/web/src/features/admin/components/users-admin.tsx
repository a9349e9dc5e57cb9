import type { RoleSlug } from '@rigline/contract/roles';
import type { AdminUser } from '@rigline/contract/users';
import { Anchor, KeyRound, Pencil, Plus, UserCog } from 'lucide-react';
import { useState } from 'react';
import { DateTime } from '@/components/date-time';
import { AdminSection } from '@/components/layout/admin-section';
import { ALL_FILTER, FilterSelect } from '@/components/layout/filter-select';
import { PagedTable, type PagedTableColumn } from '@/components/layout/paged-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminUsers } from '@/features/admin/api/list-users';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { ActiveBadge } from '@/features/admin/components/active-badge';
import { HomeRigsDialog } from '@/features/admin/components/home-rigs-dialog';
import { ResetPasswordDialog } from '@/features/admin/components/reset-password-dialog';
import { ToggleActiveAction } from '@/features/admin/components/toggle-active-action';
import { UserFormDialog } from '@/features/admin/components/user-form-dialog';
import { formatDateTime, ROLE_LABELS, ROLE_OPTIONS } from '@/features/admin/lib/labels';
import { useListControls } from '@/hooks/use-list-controls';

const ALL_ROLES = ALL_FILTER;

const COLUMNS: readonly PagedTableColumn<AdminUser>[] = [
  {
    header: 'User',
    cell: (user) => <UserName user={user} />,
    className: 'min-w-48',
  },
  { header: 'Role', cell: (user) => ROLE_LABELS[user.role_slug] },
  { header: 'Company', cell: (user) => user.vendor_name ?? '—' },
  {
    header: 'Status',
    cell: (user) => (
      <div className="flex flex-wrap gap-1">
        <ActiveBadge isActive={user.is_active} />
        {user.must_change_password ? (
          <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-800">
            New password pending
          </Badge>
        ) : null}
      </div>
    ),
  },
  {
    header: 'Last sign-in',
    cell: (user) =>
      user.last_sign_in_at ? <DateTime iso={user.last_sign_in_at} /> : formatDateTime(user.last_sign_in_at),
  },
];

function UserName({ user }: { user: AdminUser }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="font-medium">{user.full_name}</span>
      <span className="break-all text-muted-foreground text-xs">{user.email}</span>
    </div>
  );
}

/** Users: every account, searchable by name or email, filtered by role; add, edit, reset, (de)activate. */
export function UsersAdmin({ currentUserEmail }: { currentUserEmail: string }) {
  const [role, setRole] = useState<RoleSlug | typeof ALL_ROLES>(ALL_ROLES);
  const controls = useListControls();
  const users = useAdminUsers({
    page: controls.page,
    limit: controls.pageSize,
    search: controls.search || undefined,
    role_slug: role === ALL_ROLES ? undefined : role,
  });

  const updateUser = useUpdateUser();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [choosingHomeRigs, setChoosingHomeRigs] = useState<AdminUser | null>(null);

  function openForm(user: AdminUser | null) {
    setEditing(user);
    setIsFormOpen(true);
  }

  return (
    <AdminSection
      description="Everyone who signs in: suppliers belong to a supplier company. Accounts are deactivated, never deleted."
      action={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          Add user
        </Button>
      }
    >
      <PagedTable
        label="Users"
        columns={COLUMNS}
        rowKey={(user) => user.id}
        cardTitle={(user) => <UserName user={user} />}
        actions={(user) => {
          const isSelf = user.email.toLowerCase() === currentUserEmail.toLowerCase();
          return (
            <>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Edit ${user.full_name}`}
                onClick={() => openForm(user)}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Reset password of ${user.full_name}`}
                onClick={() => setResetting(user)}
              >
                <KeyRound aria-hidden="true" />
                Reset password
              </Button>
              {user.role_slug === 'rig-logistic' ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Home rigs of ${user.full_name}`}
                  onClick={() => setChoosingHomeRigs(user)}
                >
                  <Anchor aria-hidden="true" />
                  Home rigs
                </Button>
              ) : null}
              {isSelf ? null : (
                <ToggleActiveAction
                  name={user.full_name}
                  kind="user"
                  isActive={user.is_active}
                  deactivateConsequence={`${user.full_name} is signed out everywhere and can no longer sign in. Their requests and history stay.`}
                  activateConsequence={`${user.full_name} can sign in again with their password.`}
                  onToggle={(isActive) => updateUser.mutateAsync({ id: user.id, is_active: isActive })}
                />
              )}
            </>
          );
        }}
        page={users.data}
        isError={users.isError}
        isFetching={users.isFetching}
        isStale={users.isPlaceholderData}
        onRetry={() => void users.refetch()}
        errorMessage="Error loading users. Please try again."
        search={controls.search}
        onSearchChange={controls.setSearch}
        searchPlaceholder="Search by name or email..."
        filters={
          <FilterSelect
            label="Filter by role"
            value={role}
            onChange={(value) => {
              setRole(value);
              controls.resetPage();
            }}
            allLabel="All roles"
            options={ROLE_OPTIONS}
          />
        }
        isFiltered={role !== ALL_ROLES}
        pageNumber={controls.page}
        pageSize={controls.pageSize}
        onPageChange={controls.setPage}
        onPageSizeChange={controls.setPageSize}
        emptyIcon={UserCog}
        emptyTitle="No users yet"
        emptyDescription="Add the first supplier, rig logistics or base coordinator account."
        noMatchTitle="No users found matching your search"
      />
      <UserFormDialog open={isFormOpen} onOpenChange={setIsFormOpen} user={editing} />
      <ResetPasswordDialog
        user={resetting}
        onOpenChange={(open) => (open ? undefined : setResetting(null))}
      />
      <HomeRigsDialog
        user={choosingHomeRigs}
        onOpenChange={(open) => (open ? undefined : setChoosingHomeRigs(null))}
      />
    </AdminSection>
  );
}
