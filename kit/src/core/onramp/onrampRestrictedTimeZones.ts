/**
 * Time zones where the onramp is not offered (spec 6: "mainly mainland China, Hong Kong, Macau"), as IANA zone
 * names and their legacy aliases, so a browser reporting either spelling is matched.
 * @example ONRAMP_RESTRICTED_TIME_ZONES.includes('Asia/Shanghai') // true
 */
export const ONRAMP_RESTRICTED_TIME_ZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Urumqi',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
]
