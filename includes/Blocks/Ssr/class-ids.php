<?php
/**
 * Ids of a server-rendered screen, the same the client derives (src/host/dom-id.tsx).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * An id scope: `{scope}-{key}`. React's `useId` cannot be computed here, so a server-rendered screen
 * hydrates with ids made of its container's scope and what each element is.
 */
final class Ids {

	/**
	 * The scope, e.g. `immo-wizards-s1` or `immo-wizards-s1-category`.
	 *
	 * @var string
	 */
	private string $scope;

	/**
	 * Constructor.
	 *
	 * @param string $scope The scope.
	 */
	public function __construct( string $scope ) {
		$this->scope = $scope;
	}

	/**
	 * The scope itself (the container's `data-immo-wizards-ssr`).
	 */
	public function scope(): string {
		return $this->scope;
	}

	/**
	 * The id of an element of this scope (as `useDomId( key )`).
	 *
	 * @param string $key What the element is, e.g. a field's name.
	 */
	public function id( string $key ): string {
		return $this->scope . '-' . self::part_of( $key );
	}

	/**
	 * A narrower scope for a part of the screen (as `<IdScopePart name={ key }>`), e.g. a wizard step.
	 *
	 * @param string $key The part's key.
	 */
	public function part( string $key ): self {
		return new self( $this->id( $key ) );
	}

	/**
	 * An id part from any text: letters, digits, `_` and `-` (as `idPart()`).
	 *
	 * @param string $key The key.
	 */
	private static function part_of( string $key ): string {
		return (string) preg_replace( '/[^A-Za-z0-9_-]/', '-', $key );
	}
}
