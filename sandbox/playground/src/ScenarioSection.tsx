import { scenarioCatalogue } from '@walletkit/fixtures'
import { useId } from 'react'
import type { PlaygroundController } from './createPlaygroundController.js'
import { PanelSection } from './PanelSection.js'
import { usePlaygroundState } from './usePlaygroundState.js'
import { writeScenarioToUrl } from './writeScenarioToUrl.js'

const HAPPY_PATH =
  'Every endpoint answers from the fixtures and the local chains; the wallet asks before it acts.'
const namedScenarios = scenarioCatalogue.filter(
  (scenario) => !/-(500|timeout|malformed)$/.test(scenario.name),
)
const endpointScenarios = scenarioCatalogue.filter((scenario) =>
  /-(500|timeout|malformed)$/.test(scenario.name),
)

/** The scenario picker: every scenario of the catalogue, applied to the next request without a reload. */
export function ScenarioSection({
  controller,
  warning,
}: {
  controller: PlaygroundController
  warning?: string
}) {
  const { scenario } = usePlaygroundState(controller)
  const selectId = useId()
  const summaryId = useId()
  const summary = scenarioCatalogue.find((entry) => entry.name === scenario)?.summary ?? HAPPY_PATH

  const choose = (name: string) => {
    const next = name || undefined
    controller.setScenario(next)
    writeScenarioToUrl(next)
  }

  return (
    <PanelSection title="Scenario">
      {warning && !scenario && (
        <p role="alert" className="notice danger">
          {warning}
        </p>
      )}
      <label className="field-label" htmlFor={selectId}>
        Active scenario
      </label>
      <select
        id={selectId}
        className="select"
        value={scenario ?? ''}
        aria-describedby={summaryId}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        <option value="">None (happy path)</option>
        <optgroup label="Error paths">
          {namedScenarios.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="Endpoint failures">
          {endpointScenarios.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name}
            </option>
          ))}
        </optgroup>
      </select>
      <p id={summaryId} className="summary">
        {summary}
      </p>
      <p className="hint">
        {scenario ? (
          <>
            In the URL as <code>?scenario={scenario}</code>, so a reload or a shared link keeps it.
          </>
        ) : (
          <>
            Add <code>?scenario=name</code> to the URL to start with one.
          </>
        )}
      </p>
    </PanelSection>
  )
}
