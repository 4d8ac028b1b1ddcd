/** A list that hands over what was added since the last `take()` (what one bench sample saw). */
export const takeList = <T>() => {
  let items: T[] = [];
  return {
    add: (item: T) => {
      items.push(item);
    },
    take: () => {
      const out = items;
      items = [];
      return out;
    },
  };
};
