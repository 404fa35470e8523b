import { type InputHTMLAttributes, useId, useState } from 'react';

export interface ComboOption {
  id: string;
  label: string;
}

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onInput'> {
  label: string;
  /** Shown to sighted users too when false. */
  hideLabel?: boolean;
  value: string;
  onInput: (value: string) => void;
  options: ComboOption[];
  /** Read out politely: loading, the number of suggestions, nothing found. */
  status: string;
  onPick: (option: ComboOption) => void;
}

/**
 * A text field with a list of suggestions (WAI-ARIA combobox with list autocomplete): arrows move
 * through the list, Enter takes the highlighted one, Escape closes the list, a click picks.
 */
export default function Combobox({
  label,
  hideLabel,
  value,
  onInput,
  options,
  status,
  onPick,
  ...input
}: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const pick = (option: ComboOption | undefined) => {
    if (!option) return;
    onPick(option);
    setOpen(false);
    setActive(-1);
  };
  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'font-medium text-slate-800'}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        value={value}
        className={`rounded-md border border-slate-400 px-3 py-2 ${input.className ?? ''}`}
        onChange={(event) => {
          onInput(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) =>
              options.length ? (current + step + options.length) % options.length : -1,
            );
          } else if (event.key === 'Enter' && expanded && active >= 0) {
            event.preventDefault();
            pick(options[active]);
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-64 overflow-auto rounded-md border border-slate-300 bg-white shadow-lg"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the input keeps focus and handles the keys (aria-activedescendant).
          <div
            key={option.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-700 text-white' : 'hover:bg-brand-50'}`}
            // Before the input's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {option.label}
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {open ? status : ''}
      </p>
    </div>
  );
}
