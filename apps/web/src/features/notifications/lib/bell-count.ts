/** What the bell's red dot shows: nothing while all is read, the count, or "99+" above 99. */
export function bellCount(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > 99 ? '99+' : String(unreadCount);
}

/**
 * The bell's accessible name. It holds the dot's visible text as a word of its own (WCAG 2.5.3, "label in
 * name"), so a voice user who says what they see reaches it: "Notifications, 99+ unread", not the exact figure,
 * and not in parentheses (which the label-in-name check, like a speech engine, passes over).
 */
export function bellLabel(unreadCount: number): string {
  const count = bellCount(unreadCount);
  return count === null ? 'Notifications' : `Notifications, ${count} unread`;
}
