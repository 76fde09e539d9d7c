import { type ReactNode, useId } from 'react'

/** A section of the panel: a landmark region named by its heading, with optional controls beside the heading. */
export function PanelSection({
  title,
  aside,
  children,
}: {
  title: string
  aside?: ReactNode
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section className="panel-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h3 id={headingId}>{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  )
}
