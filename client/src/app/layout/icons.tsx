// Inline icons: no icon font or remote asset, so they work offline and under the CSP.
const common = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function BellIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

export function ChatIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}
