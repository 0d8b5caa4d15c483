// A file's text imported with Vite's ?raw suffix (the tests read the fact sheets so).
declare module '*?raw' {
  const text: string;
  export default text;
}
