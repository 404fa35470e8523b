import { useStore } from '@nanostores/react';
import { NOTIFICATION_STYLES } from '../src/components/form/styles.ts';
import * as m from '../src/paraglide/messages.js';
import type { Locale } from '../src/shared/locales.ts';
import { $notifications, dismiss, sanitizeNotificationHtml } from './NotificationsStore.ts';
import { useHydrated } from './use-hydrated.ts';

/** Notifications raised by islands (§2): errors are alerts, the others polite status messages. */
export default function Notifications({ locale }: { locale: Locale }) {
  const stored = useStore($notifications);
  // Raised before this island hydrated (the article chosen before logging in, issue 27): shown right
  // after, so the first render matches the server's empty list (React #418).
  const items = useHydrated() ? stored : [];
  return (
    <div className="fixed top-4 right-4 z-[70] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
      {items.map((item) => (
        <div
          key={item.id}
          role={item.type === 'error' ? 'alert' : 'status'}
          data-notification={item.type}
          className={`flex items-start gap-3 rounded-md border-l-4 p-4 shadow-lg ${NOTIFICATION_STYLES[item.type]}`}
        >
          <div className="flex-1">
            <p className="font-semibold">{item.title}</p>
            {item.html && (
              <div
                className="mt-1 text-sm"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to a few inline tags
                dangerouslySetInnerHTML={{ __html: sanitizeNotificationHtml(item.html) }}
              />
            )}
          </div>
          <button
            type="button"
            onClick={() => dismiss(item.id)}
            className="-m-1 rounded p-1 text-lg leading-none"
            aria-label={m.account_close({}, { locale })}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
