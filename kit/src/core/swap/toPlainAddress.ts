/**
 * The account part of a CAIP-10 address (`eip155:1:0xabc…` → `0xabc…`); a plain address is returned as is.
 * @example toPlainAddress('eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3') // '0x5FbDB2315678afecb367f032d93F642f64180aa3'
 */
export function toPlainAddress(address: string): string {
  return address.split(':').at(-1) ?? address
}
