interface DialogHeaderProps {
  /** The id the dialog's aria-labelledby names. */
  titleId: string
  title: string
  closeLabel: string
  onClose: () => void
  closeTestId: string
  className?: string
}

/** A dialog's title with its ✕ button. */
export function DialogHeader({ titleId, title, closeLabel, onClose, closeTestId, className = 'dialog-header' }: DialogHeaderProps) {
  return (
    <header className={className}>
      <h2 id={titleId}>{title}</h2>
      <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel} data-testid={closeTestId}>
        ✕
      </button>
    </header>
  )
}
