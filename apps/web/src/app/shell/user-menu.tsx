import { LogOut, Monitor, Moon, Settings, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES_BY_ROLE } from '@/app/paths';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { setThemePreference, THEMES, type ThemePreference, useThemePreference } from '@/lib/preferences';

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;
const THEME_LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };

import type { SessionUser } from '@/lib/auth-storage';
import { nameInitial } from '@/lib/format';

export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const theme = useThemePreference();
  const ThemeIcon = THEME_ICONS[theme];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          aria-label={`${user.name}, account menu`}
        >
          <Avatar className="size-8">
            <AvatarFallback className="bg-primary font-medium text-primary-foreground text-sm">
              {nameInitial(user.name)}
            </AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <div className="grid gap-1">
            <p className="truncate font-medium text-sm">{user.name}</p>
            <p className="truncate text-muted-foreground text-xs">{user.email}</p>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* The document shows a Settings item without an action; issue 16 has it open the role's Settings. */}
        <DropdownMenuItem asChild>
          <Link to={ROUTES_BY_ROLE[user.role].settings()}>
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        {/* The theme, until the Settings screen hosts it with the time zone (DisplayPreferences). */}
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <ThemeIcon aria-hidden="true" />
            Theme: {THEME_LABELS[theme]}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            {THEMES.map((option) => (
              <DropdownMenuCheckboxItem
                key={option}
                checked={theme === option}
                onCheckedChange={() => setThemePreference(option)}
              >
                {THEME_LABELS[option]}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
