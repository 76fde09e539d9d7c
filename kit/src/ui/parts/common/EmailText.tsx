import { Fragment } from 'react'

/**
 * An email address that wraps where a reader expects it to, after the "@" and after each dot (a `<wbr>` there),
 * rather than at any letter; the text itself is unchanged for copy and assistive technology.
 * @example <p className="wk-heading"><EmailText email="alexandria.montgomery@mail.example" /></p>
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/)
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  )
}
