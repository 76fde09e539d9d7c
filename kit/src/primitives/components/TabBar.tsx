import { useId } from 'react'
import { useListNavigation } from './useListNavigation.js'

export type TabBarProps<Tab extends string> = {
  label: string
  tabs: readonly Tab[]
  selected: number
  onSelect(index: number): void
  /** The id of each tab's panel is `${idPrefix}-panel-${index}`. */
  idPrefix?: string
}

/**
 * A tab list (WAI-ARIA tabs): only the selected tab is in the tab order; Left and Right move and select.
 * @example <TabBar label="Account" tabs={['Tokens', 'NFTs', 'Activity']} selected={0} onSelect={setTab} />
 */
export function TabBar<Tab extends string>({ label, tabs, selected, onSelect, idPrefix }: TabBarProps<Tab>) {
  const fallbackId = useId()
  const prefix = idPrefix ?? fallbackId
  const navigation = useListNavigation({
    orientation: 'horizontal',
    onMove: (item) => onSelect(Number(item.dataset.index)),
  })
  return (
    <div className="wk-tabs" role="tablist" aria-label={label} onKeyDown={navigation.onKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          type="button"
          role="tab"
          className="wk-tab"
          id={`${prefix}-tab-${index}`}
          aria-selected={index === selected}
          aria-controls={`${prefix}-panel-${index}`}
          tabIndex={index === selected ? 0 : -1}
          data-list-item=""
          data-index={index}
          onClick={() => onSelect(index)}
        >
          {tab}
        </button>
      ))}
    </div>
  )
}
