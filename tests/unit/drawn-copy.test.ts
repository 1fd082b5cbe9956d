import { afterEach, describe, expect, it } from 'vitest'
import { drawnCopyOf } from '@/lib/drawn-copy'

describe('a drawn copy of an element', () => {
  afterEach(() => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  it('holds its content and only the rules that style its classes, @media ones included', () => {
    document.head.innerHTML = `<style>
      .css-name{color:red}
      .css-other{color:blue}
      @media (min-width: 48rem){.css-name{color:green}}
      @media (min-width: 48rem){.css-other{color:black}}
      body{margin:0}
    </style>`
    document.body.innerHTML = '<main><h2 class="css-name chakra-heading">Ana</h2></main>'
    const copy = drawnCopyOf(document.querySelector('main')!)
    expect(copy.html).toBe('<h2 class="css-name chakra-heading">Ana</h2>')
    expect(copy.css).toContain('color: red')
    expect(copy.css).toContain('color: green')
    expect(copy.css).not.toContain('blue')
    expect(copy.css).not.toContain('black')
    expect(copy.css).not.toContain('margin')
  })
})
