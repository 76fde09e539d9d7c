import { useState } from 'react'
import { useStore } from 'zustand'
import { findSendFieldProblems } from '../../../core/send/findSendFieldProblems.js'
import type { SendFormField } from '../../../core/send/findSendFormProblem.js'
import type { ReviewSendReturnType } from '../../../core/send/reviewSend.js'
import type { SendForm } from '../../../core/send/SendState.js'
import type { MessageRef } from '../../../i18n/Messages.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'

/**
 * A problem the review found, kept as a message (translated at each render, so a locale switch re-words it), and the
 * field it is shown under (none: under the form).
 */
type ReviewProblem = { message: MessageRef; field?: SendFormField | undefined }

/** How far the visitor got with a field: its "missing or invalid" message waits until they edited and left it. */
type FieldProgress = Partial<Record<SendFormField, 'edited' | 'left'>>

/** "Please enter a valid amount and receiver address" (spec 5). */
const SPEC_MESSAGE = 'error.invalidSendParameters'

/**
 * What the send form shows of its problems: each field's (a missing or invalid value once the visitor edited and
 * left the field; too many decimals and an insufficient balance at once; what Preview send found, such as an
 * unknown name, until the field changes), the review's problem of no field, and whether the form is valid.
 * @example const problems = useSendFormProblems(send, token); problems.shown('receiver')
 */
export function useSendFormProblems(
  send: SendForm,
  token: { symbol: string; quantity: { decimals: string; numeric: string } },
) {
  const kit = useKit()
  const t = useT()
  const namespace = useStore(kit.store, (state) => state.activeNamespace)
  const [progress, setProgress] = useState<FieldProgress>({})
  const [review, setReview] = useState<ReviewProblem>()
  const problems = findSendFieldProblems(send, namespace, token)
  return {
    valid: problems.amount === undefined && problems.receiver === undefined,
    /** The problem of no field the review found ("There is nothing to send yet."). */
    formProblem: review && !review.field ? t.ref(review.message) : undefined,
    shown(field: SendFormField): string | undefined {
      if (review?.field === field) return t.ref(review.message)
      const problem = problems[field]
      return problem && (problem.key !== SPEC_MESSAGE || progress[field] === 'left')
        ? t.ref(problem)
        : undefined
    },
    edit(field: SendFormField) {
      setReview(undefined)
      setProgress((current) => ({ ...current, [field]: 'edited' }))
    },
    leave(field: SendFormField) {
      setProgress((current) => (current[field] ? { ...current, [field]: 'left' } : current))
    },
    reviewed(result: ReviewSendReturnType | undefined) {
      setReview(result?.status === 'problem' ? { message: result.problem, field: result.field } : undefined)
    },
  }
}
