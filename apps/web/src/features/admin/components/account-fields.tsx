import type { RoleSlug } from '@rigline/contract/roles';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/layout/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ROLE_OPTIONS } from '@/features/admin/lib/labels';

interface SelectFieldProps<V extends string> {
  id: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
}

/** The role of an account or an API key: the four roles as the administration screens name them. */
export function RoleSelect({ id, value, onChange, onBlur }: SelectFieldProps<RoleSlug>) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as RoleSlug)}>
      <SelectTrigger id={id} className="w-full" onBlur={onBlur}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ROLE_OPTIONS.map(([slug, label]) => (
          <SelectItem key={slug} value={slug}>
            {label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * The supplier company a supplier's account or key belongs to, from the active companies (the value is the id as
 * text, '' for none); `extra` goes first (an account's own company while it is inactive).
 */
export function CompanySelect({
  id,
  value,
  onChange,
  onBlur,
  companies,
  isPending,
  extra,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: SelectFieldProps<string> & {
  companies: readonly { id: number; name: string }[] | undefined;
  isPending: boolean;
  extra?: ReactNode;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger
        id={id}
        className="w-full"
        onBlur={onBlur}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
      >
        <SelectValue placeholder={isPending ? 'Loading...' : 'Choose a company'} />
      </SelectTrigger>
      <SelectContent>
        {extra}
        {(companies ?? []).map((company) => (
          <SelectItem key={company.id} value={String(company.id)}>
            {company.name}
          </SelectItem>
        ))}
        {companies && companies.length === 0 && !extra ? (
          <div className="px-2 py-1.5 text-muted-foreground text-sm">
            No active supplier company yet: add one under Suppliers.
          </div>
        ) : null}
      </SelectContent>
    </Select>
  );
}

/**
 * Role, and for a supplier their company: the pair an account and an API key share. `roleName` and `companyName`
 * are the form's fields (the company's value is its id as text, '' for none); the company is asked only while the
 * role is supplier.
 */
export function RoleAndCompanyFields<F extends FieldValues>({
  control,
  idPrefix,
  roleName,
  companyName,
  roleError,
  companyError,
  companies,
  isPending,
  extraCompany,
}: {
  control: Control<F>;
  idPrefix: string;
  roleName: Path<F>;
  companyName: Path<F>;
  roleError: string | undefined;
  companyError: string | undefined;
  companies: readonly { id: number; name: string }[] | undefined;
  isPending: boolean;
  extraCompany?: ReactNode;
}) {
  const role = useWatch({ control, name: roleName }) as RoleSlug;
  const roleId = `${idPrefix}-${roleName}`;
  const companyId = `${idPrefix}-${companyName}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={roleId} label="Role *" error={roleError}>
        <Controller
          control={control}
          name={roleName}
          render={({ field }) => (
            <RoleSelect id={roleId} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
      </FormField>
      {role === 'supplier' ? (
        <FormField id={companyId} label="Supplier company *" error={companyError}>
          <Controller
            control={control}
            name={companyName}
            render={({ field }) => (
              <CompanySelect
                id={companyId}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                companies={companies}
                isPending={isPending}
                {...fieldAria(companyId, companyError)}
                extra={extraCompany}
              />
            )}
          />
        </FormField>
      ) : null}
    </div>
  );
}
