/** People type their names with stray spaces and in any case: the same name is the same person. */
export const normalisePersonName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

export const samePersonName = (a: string, b: string) => normalisePersonName(a) === normalisePersonName(b);
