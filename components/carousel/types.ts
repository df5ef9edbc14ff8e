/** One logo of a logo carousel; `src` is a path under public/ (SVG). */
export interface CarouselLogo {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** One slide of a slide carousel. */
export interface CarouselSlide {
  title: string;
  text: string;
  image: CarouselLogo;
}
