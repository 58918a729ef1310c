/* GStreamer OpenCL analytics
 * Copyright (C) 2026 The gst-cl-analytics authors
 *
 * This library is free software; you can redistribute it and/or
 * modify it under the terms of the GNU Library General Public
 * License as published by the Free Software Foundation; either
 * version 2 of the License, or (at your option) any later version.
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "gstclprops.h"

#include <gst/gst.h>

/* Enum fields are read and written through a gint. */
typedef enum
{
  GST_CL_PROPS_ENUM_PROBE = 1
} GstClPropsEnumProbe;
G_STATIC_ASSERT (sizeof (GstClPropsEnumProbe) == sizeof (gint));

/* The field offset a property was installed with (0: none; negative: in
 * the private struct). */
static G_DEFINE_QUARK (gst-cl-field-offset, field)

/**
 * gst_cl_install_field_property:
 * @offset: where the field lies in the instance: G_STRUCT_OFFSET, or
 *   G_PRIVATE_OFFSET for a field of the instance's private struct
 *
 * Installs @pspec as g_object_class_install_property() does, for a
 * property whose value is stored as it is in one field of the instance.
 * A class that has no set_property or get_property of its own gets
 * gst_cl_field_set_property() and gst_cl_field_get_property(); one of its
 * own must fall back to them for the field properties.  The
 * field's C type follows the property's fundamental type: gboolean, gint,
 * guint, gint64, guint64, gdouble, an enum or gchar * (owned: replaced by
 * a copy, freed by gst_cl_field_clear()).
 */
void
gst_cl_install_field_property (GObjectClass * klass, guint prop_id,
    gssize offset, GParamSpec * pspec)
{
  g_return_if_fail (offset != 0);

  if (!klass->set_property)
    klass->set_property = gst_cl_field_set_property;
  if (!klass->get_property)
    klass->get_property = gst_cl_field_get_property;
  g_param_spec_set_qdata (pspec, field_quark (), (gpointer) (gintptr) offset);
  g_object_class_install_property (klass, prop_id, pspec);
}

/* The field of @pspec in @object. */
static gpointer
field_of (GObject * object, GParamSpec * pspec)
{
  return G_STRUCT_MEMBER_P (object,
      (gintptr) g_param_spec_get_qdata (pspec, field_quark ()));
}

/* Copies between @value and the field of @pspec: into the field when
 * @store, out of it otherwise.  The caller holds the object lock. */
static void
field_copy (GObject * object, GParamSpec * pspec, GValue * value,
    gboolean store)
{
  gpointer field = field_of (object, pspec);

#define FIELD_CASE(fundamental, ctype, name) \
    case fundamental: \
      if (store) \
        *(ctype *) field = g_value_get_##name (value); \
      else \
        g_value_set_##name (value, *(ctype *) field); \
      break

  switch (G_TYPE_FUNDAMENTAL (G_PARAM_SPEC_VALUE_TYPE (pspec))) {
      FIELD_CASE (G_TYPE_BOOLEAN, gboolean, boolean);
      FIELD_CASE (G_TYPE_INT, gint, int);
      FIELD_CASE (G_TYPE_UINT, guint, uint);
      FIELD_CASE (G_TYPE_INT64, gint64, int64);
      FIELD_CASE (G_TYPE_UINT64, guint64, uint64);
      FIELD_CASE (G_TYPE_DOUBLE, gdouble, double);
      FIELD_CASE (G_TYPE_ENUM, gint, enum);
    case G_TYPE_STRING:
      if (store) {
        g_free (*(gchar **) field);
        *(gchar **) field = g_value_dup_string (value);
      } else {
        g_value_set_string (value, *(gchar **) field);
      }
      break;
    default:
      g_return_if_reached ();
  }
#undef FIELD_CASE
}

/* TRUE when @pspec was installed by gst_cl_install_field_property(). */
static gboolean
field_known (GObject * object, guint prop_id, GParamSpec * pspec)
{
  if (g_param_spec_get_qdata (pspec, field_quark ()) != NULL)
    return TRUE;
  G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
  return FALSE;
}

/**
 * gst_cl_field_set_property:
 *
 * A GObjectClass.set_property for the properties installed by
 * gst_cl_install_field_property(): stores under the object lock.
 */
void
gst_cl_field_set_property (GObject * object, guint prop_id,
    const GValue * value, GParamSpec * pspec)
{
  if (!field_known (object, prop_id, pspec))
    return;
  GST_OBJECT_LOCK (object);
  field_copy (object, pspec, (GValue *) value, TRUE);
  GST_OBJECT_UNLOCK (object);
}

/**
 * gst_cl_field_get_property:
 *
 * The GObjectClass.get_property that goes with gst_cl_field_set_property().
 */
void
gst_cl_field_get_property (GObject * object, guint prop_id,
    GValue * value, GParamSpec * pspec)
{
  if (!field_known (object, prop_id, pspec))
    return;
  GST_OBJECT_LOCK (object);
  field_copy (object, pspec, value, FALSE);
  GST_OBJECT_UNLOCK (object);
}

/* Calls @func on each property of @object's class that was installed by
 * gst_cl_install_field_property(). */
static void
foreach_field (GObject * object, void (*func) (GObject * object,
        GParamSpec * pspec))
{
  GParamSpec **pspecs;
  guint n, i;

  pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (object), &n);
  for (i = 0; i < n; i++)
    if (g_param_spec_get_qdata (pspecs[i], field_quark ()) != NULL)
      func (object, pspecs[i]);
  g_free (pspecs);
}

static void
store_default (GObject * object, GParamSpec * pspec)
{
  GValue value = G_VALUE_INIT;

  g_value_init (&value, G_PARAM_SPEC_VALUE_TYPE (pspec));
  g_param_value_set_default (pspec, &value);
  field_copy (object, pspec, &value, TRUE);
  g_value_unset (&value);
}

/**
 * gst_cl_field_init_defaults:
 *
 * Stores the default value of each property installed by
 * gst_cl_install_field_property() (the one its param spec states) into its
 * field; for an element's instance init, so that each default is written
 * once, in the param spec.
 */
void
gst_cl_field_init_defaults (GObject * object)
{
  foreach_field (object, store_default);
}

static void
free_string (GObject * object, GParamSpec * pspec)
{
  if (G_PARAM_SPEC_VALUE_TYPE (pspec) == G_TYPE_STRING)
    g_clear_pointer ((gchar **) field_of (object, pspec), g_free);
}

/**
 * gst_cl_field_clear:
 *
 * Frees the strings of the properties installed by
 * gst_cl_install_field_property(); for an element's finalize.
 */
void
gst_cl_field_clear (GObject * object)
{
  foreach_field (object, free_string);
}
