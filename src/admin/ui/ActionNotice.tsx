/** What a staff action answered: its confirmation (the server's « done » text) or its refusal, read out when it appears. */
export function ActionNotice({ text, error = false, testId }: { text: string; error?: boolean; testId?: string | undefined }) {
  return (
    <p className={error ? 'admin-error' : 'admin-success'} role={error ? 'alert' : 'status'} data-testid={testId}>
      {text}
    </p>
  )
}
