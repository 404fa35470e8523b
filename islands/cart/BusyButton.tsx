import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  children: ReactNode;
  busyLabel: string;
  /** The action; the button is busy (aria-busy, disabled) until it settles. */
  onPress: () => Promise<void>;
  disabled?: boolean;
  className: string;
  /** The action may open a dialog instead (the login modal). */
  opensDialog?: boolean;
  /** Starts loading what the action needs once the button is pointed at or focused. */
  onWarm?: () => void;
  /** The id of a text that says why the button is disabled. */
  describedBy?: string;
  /** The submit button of a form that posts without JavaScript: hydrated, the press replaces the post. */
  submit?: boolean;
}

/** A button for a slow call: announces and blocks itself while busy and keeps the keyboard focus. */
export default function BusyButton({
  children,
  busyLabel,
  onPress,
  disabled,
  className,
  opensDialog,
  onWarm,
  describedBy,
  submit = false,
}: Props) {
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);

  // A disabled button drops the focus to the page: once it is enabled again (committed, so focus() takes),
  // give the focus back unless something else took it.
  useEffect(() => {
    if (busy || !pressed.current) return;
    pressed.current = false;
    if (document.activeElement === document.body) button.current?.focus();
  }, [busy]);

  async function press() {
    setBusy(true);
    pressed.current = true;
    try {
      await onPress();
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      ref={button}
      type={submit ? 'submit' : 'button'}
      disabled={disabled || busy}
      aria-busy={busy}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      aria-describedby={describedBy}
      onClick={(event) => {
        event.preventDefault();
        void press();
      }}
      onPointerEnter={onWarm}
      onFocus={onWarm}
      className={className}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
